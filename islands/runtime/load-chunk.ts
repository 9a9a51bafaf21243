import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(reject, ms, new Error(`timed out after ${ms} ms`));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one way chunks are loaded: spec timeout (120 s), then one retry; the second failure is thrown
 * as it is. Chromium does not keep a failed dynamic import in its module map, so calling the same
 * importer again really fetches again (proved by an e2e journey).
 */
export const loadChunk = <T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  withTimeout(importer(), timeoutMs).catch(() => withTimeout(importer(), timeoutMs));
