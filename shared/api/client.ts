import ky, { isHTTPError, isTimeoutError } from 'ky';
import { startDeadline, type Deadline } from './deadline';
import { ApiError } from './errors';
import { httpError, isHtmlType, readServerError } from './server-error';
import { ShapeError, type Validator } from './validate';

/** Our choice, not the spec's: long enough for a slow shop, short enough that a spinner cannot hang forever. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface CallOptions {
  /** Aborting rejects with an ApiError of kind 'aborted' (see isAbort). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

// Never retried: every call is a POST, and repeating AddCart or SendQuestionForm could act twice.
// ky's own timeout is off: it stops at the response headers, and a body that stalls must time out too.
const api = ky.create({ retry: 0, timeout: false, throwHttpErrors: true });

/** Paths are relative to the shop root, not to the page: the product pages live at /produkt/1-x. */
function shopRoot(): string {
  return new URL('/', location.href).href;
}

/** The answer's body as text and its declared type, with every transport failure turned into an ApiError. */
async function postForText(call: string, path: string, body: unknown, options: CallOptions): Promise<{ text: string; type: string }> {
  // One deadline for the whole exchange, headers and body alike.
  const deadline = startDeadline(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal);
  try {
    const response = await api.post(path, {
      prefixUrl: shopRoot(),
      ...(body === undefined ? {} : { json: body }),
      signal: deadline.signal,
    });
    return { text: await response.text(), type: response.headers.get('content-type') ?? '' };
  } catch (error) {
    throw await transportError(call, path, error, options, deadline);
  } finally {
    deadline.clear();
  }
}

/** Runs while the deadline still holds, so an error body that stalls cannot hang the call either. */
async function transportError(call: string, path: string, error: unknown, options: CallOptions, deadline: Deadline): Promise<ApiError> {
  // Checked first: once the caller aborted, whatever fetch threw is a consequence of that.
  if (options.signal?.aborted) {
    return new ApiError(call, 'aborted', `request to ${path} was aborted`, { cause: error });
  }
  if (deadline.expired || isTimeoutError(error)) {
    return new ApiError(call, 'timeout', `no answer from ${path} within ${options.timeoutMs ?? REQUEST_TIMEOUT_MS} ms`, { cause: error });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new ApiError(call, 'aborted', `request to ${path} was aborted`, { cause: error });
  }
  if (isHTTPError(error)) return httpError(call, path, error.response, await readServerError(error.response), error);
  const reason = error instanceof Error ? error.message : String(error);
  return new ApiError(call, 'network', `request to ${path} failed: ${reason}`, { cause: error });
}

/** POSTs `body` as JSON (no body when undefined) and returns the answer checked by `validate`. */
export async function postJson<T>(
  call: string,
  path: string,
  body: unknown,
  validate: Validator<T>,
  options: CallOptions = {},
): Promise<T> {
  const { text, type } = await postForText(call, path, body, options);
  // What ASP.NET sends a page-method call it never reached (a GET, a wrong content type): the page.
  if (isHtmlType(type)) throw new ApiError(call, 'parse', `answer from ${path} is an HTML page (${type}), not JSON`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const start = JSON.stringify(text.slice(0, 40));
    throw new ApiError(call, 'parse', `answer is not JSON (${text.length} chars, starts ${start})`, { cause: error });
  }
  try {
    return validate(data, '');
  } catch (error) {
    if (error instanceof ShapeError) throw new ApiError(call, 'shape', `answer has wrong shape ${error.message}`, { cause: error });
    throw error;
  }
}

/**
 * POSTs with no body and returns the answer as text (HTML), whatever its content type but JSON: a
 * JSON answer is an error object or another call's answer, never the HTML asked for.
 */
export async function postText(call: string, path: string, options: CallOptions = {}): Promise<string> {
  const { text, type } = await postForText(call, path, undefined, options);
  if (/\bjson\b/i.test(type)) throw new ApiError(call, 'parse', `answer from ${path} is ${type}, not HTML`);
  return text;
}
