/** Test helper: stubs the global fetch that ky calls, behaving like a browser's on abort. */
import { vi } from 'vitest';
import { ApiError } from '../shared/api/errors';

export interface SentRequest {
  url: string;
  method: string;
  contentType: string | null;
  body: string;
}

let last: SentRequest | undefined;

/** The last request fetch received; captured inside fetch because ky discards the request body afterwards. */
export const sent = (): SentRequest | undefined => last;

/** Rejects with an AbortError once the request is aborted, even before it answers, as browsers do. */
export function stubFetch(respond: (request: Request) => Promise<Response>): void {
  last = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      last = { url: request.url, method: request.method, contentType: request.headers.get('content-type'), body: await request.text() };
      const aborted = new Promise<never>((_resolve, reject) => {
        const rejectAborted = (): void => reject(new DOMException('aborted', 'AbortError'));
        if (request.signal.aborted) rejectAborted();
        else request.signal.addEventListener('abort', rejectAborted);
      });
      return Promise.race([aborted, respond(request)]);
    }),
  );
}

export const answer = (body: string, status = 200): void => stubFetch(async () => new Response(body, { status }));

export const answerJson = (data: unknown, status = 200): void => answer(JSON.stringify(data), status);

export const hangingFetch = (): void => stubFetch(() => new Promise<Response>(() => {}));

/** The ApiError a call rejected with; fails the test when it resolved or threw something else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
