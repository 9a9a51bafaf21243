import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

/**
 * The one way chunks are loaded: spec timeout (120 s), then one retry; the second failure is thrown
 * as it is. Chromium does not keep a failed dynamic import in its module map, so calling the same
 * importer again really fetches again (proved by an e2e journey).
 */
export function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  const attempt = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(reject, CHUNK_LOAD_TIMEOUT_MS, new Error(`timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`));
    });
    return Promise.race([importer(), timeout]).finally(() => clearTimeout(timer));
  };
  return attempt().catch(attempt);
}
