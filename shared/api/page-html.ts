import { ApiError, httpError, REQUEST_TIMEOUT_MS, serverErrorOf, startDeadline } from '../../shared/api';

const CALL = 'listing';

/**
 * GETs a listing page as HTML, whole. Every failure is an ApiError (kind 'aborted' when the caller
 * aborted), so the island tells a superseded request from one that must fall back to a full load, and
 * its report names the call.
 */
export async function fetchListingHtml(url: string, signal: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS): Promise<string> {
  const deadline = startDeadline(timeoutMs, signal);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { signal: deadline.signal, headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw new ApiError(CALL, 'aborted', `request to ${url} was aborted`, { cause: error });
    if (deadline.expired) throw new ApiError(CALL, 'timeout', `no answer from ${url} within ${timeoutMs} ms`, { cause: error });
    throw new ApiError(CALL, 'network', `request to ${url} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    deadline.clear();
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) throw httpError(CALL, url, response, serverErrorOf(type, text));
  if (!type.includes('text/html')) throw new ApiError(CALL, 'parse', `answer from ${url} is ${type || 'untyped'}, not HTML`);
  // The answer is the whole listing page: one that stops before </html> was cut short, and its parts
  // would go in by halves (a container without its last cards and paging).
  if (!/<\/html\s*>/i.test(text)) throw new ApiError(CALL, 'parse', `answer from ${url} is cut short (${text.length} chars, no </html>)`);
  return text;
}
