import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';
import { RELEASE } from './release';

/**
 * The one way chunks are loaded: spec timeout (120 s), then one retry. Chromium does not keep a
 * failed dynamic import in its module map, so calling the same importer again really fetches again
 * (proved by an e2e journey). The second failure is thrown as the installed release's fallback
 * explains it: a page older than the installed release is told so, since its chunks may be gone.
 */
export function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  const attempt = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(reject, CHUNK_LOAD_TIMEOUT_MS, Error(`timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`));
    });
    return Promise.race([importer(), timeout]).finally(() => clearTimeout(timer));
  };
  return attempt()
    .catch(attempt)
    .catch((error: unknown) =>
      import('./boot-fallback').then(
        (fallback) => fallback.chunkFailed(error, RELEASE),
        () => {
          throw error;
        },
      ),
    );
}
