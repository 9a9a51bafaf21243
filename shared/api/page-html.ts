import { startDeadline } from './deadline';
import { ApiError } from './errors';
import { REQUEST_TIMEOUT_MS } from './client';
import { httpError, serverErrorOf } from './server-error';

/** The shop's own pages an island fetches whole: a listing (its parts swapped in), a product page (its form, for quick add). */
export type PageCall = 'listing' | 'product-page';

/**
 * GETs one of the shop's pages as HTML, whole. Every failure is an ApiError named `call` (kind
 * 'aborted' when the caller aborted), so an island tells a superseded request from one that failed,
 * and its report names the call.
 */
export async function fetchPageHtml(call: PageCall, url: string, signal: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS): Promise<string> {
  const deadline = startDeadline(timeoutMs, signal);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { signal: deadline.signal, headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw new ApiError(call, 'aborted', `request to ${url} was aborted`, { cause: error });
    if (deadline.expired) throw new ApiError(call, 'timeout', `no answer from ${url} within ${timeoutMs} ms`, { cause: error });
    throw new ApiError(call, 'network', `request to ${url} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    deadline.clear();
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) throw httpError(call, url, response, serverErrorOf(type, text));
  if (!type.includes('text/html')) throw new ApiError(call, 'parse', `answer from ${url} is ${type || 'untyped'}, not HTML`);
  // The answer is the whole page: one that stops before </html> was cut short, and its parts would go
  // in by halves (a container without its last cards and paging, a form without its button).
  if (!/<\/html\s*>/i.test(text)) throw new ApiError(call, 'parse', `answer from ${url} is cut short (${text.length} chars, no </html>)`);
  return text;
}
