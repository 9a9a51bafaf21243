/** How a server call failed; islands mostly only need to tell 'aborted' (superseded, stay quiet) from the rest. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'shape' | 'aborted';

/** Every failure of a shared/api call; `message` is one English log line that names the call. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status?: number;
  /** The .NET exception the server's method threw (`System.InvalidOperationException`), when it said. */
  readonly exceptionType?: string;
  /** That exception's message, for developers only: never shown to a shopper. */
  readonly serverMessage?: string;

  constructor(
    /** The call's name as in the spec's table, e.g. "GetOptions". */
    readonly call: string,
    readonly kind: ApiErrorKind,
    detail: string,
    options: { status?: number; cause?: unknown; exceptionType?: string; serverMessage?: string } = {},
  ) {
    super(`${call}: ${detail}`, { cause: options.cause });
    if (options.status !== undefined) this.status = options.status;
    if (options.exceptionType !== undefined) this.exceptionType = options.exceptionType;
    if (options.serverMessage !== undefined) this.serverMessage = options.serverMessage;
  }
}

/** True when the caller aborted the request itself, which is not a failure worth reporting. */
export function isAbort(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'aborted';
}
