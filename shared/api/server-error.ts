import { ApiError } from './errors';

/**
 * What a server said when it answered a call with an error status, read so a shop can tell a method
 * that threw from a request the framework refused from a proxy that is down. ASP.NET answers a page
 * method that threw with 500, `jsonerror: true` and `{Message, StackTrace, ExceptionType}`; Mono's
 * System.Web answers a request it cannot bind with an HTML error page. Only the exception's type and
 * message are kept, for developers: the stack stays on the server's side, and none of it is ever
 * shown to a shopper.
 */
export type ServerError =
  | { kind: 'exception'; exceptionType?: string; message: string }
  | { kind: 'page' }
  | { kind: 'unknown' };

/** Long enough for any exception message a developer reads, short enough to keep a console line a line. */
const SERVER_MESSAGE_MAX = 300;

/** One line, however the exception wrote it (ArgumentOutOfRangeException adds "\nParameter name: …"). */
const clip = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SERVER_MESSAGE_MAX ? `${line.slice(0, SERVER_MESSAGE_MAX - 1)}…` : line;
};

/** An HTML page's content type: an error page, or the page itself where a method was not reached. */
export const isHtmlType = (type: string): boolean => /\btext\/html\b/i.test(type);

/** Reads an error answer's body; never throws (a body that cannot be read says nothing). */
export async function readServerError(response: Response): Promise<ServerError> {
  const type = response.headers.get('content-type') ?? '';
  // An error page says all it will by being one: its body is left unread.
  if (isHtmlType(type)) return { kind: 'page' };
  try {
    return serverErrorOf(type, await response.text());
  } catch {
    return { kind: 'unknown' };
  }
}

/** What an error answer of this content type and body says: an HTML page is an error page, whatever it holds. */
export const serverErrorOf = (type: string, text: string): ServerError => (isHtmlType(type) ? { kind: 'page' } : parseServerError(text));

/** The JSON error object ASP.NET writes, whether or not the answer said `jsonerror` or JSON. */
function parseServerError(text: string): ServerError {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'unknown' };
  }
  if (typeof data !== 'object' || data === null) return { kind: 'unknown' };
  const { Message, ExceptionType } = data as Record<string, unknown>;
  if (typeof Message !== 'string' || Message === '') return { kind: 'unknown' };
  return {
    kind: 'exception',
    message: clip(Message),
    ...(typeof ExceptionType === 'string' && ExceptionType !== '' ? { exceptionType: clip(ExceptionType) } : {}),
  };
}

/** The ApiError for an answer with an error status, saying what the server said of it. */
export function httpError(call: string, path: string, response: Pick<Response, 'status' | 'statusText'>, said: ServerError, cause?: unknown): ApiError {
  const { status, statusText } = response;
  const http = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  if (said.kind === 'page') return new ApiError(call, 'http', `the server answered with an error page (${http}) from ${path}`, { status, cause });
  if (said.kind === 'unknown') return new ApiError(call, 'http', `${http} from ${path}`, { status, cause });
  const { exceptionType, message } = said;
  return new ApiError(call, 'http', `${http} from ${path}: ${exceptionType ? `${exceptionType}: ` : ''}${message}`, { status, cause, exceptionType, serverMessage: message });
}
