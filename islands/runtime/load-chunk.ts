import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one way chunks are loaded: spec timeout (120 s), then one retry, then a named error.
 * Chromium does not keep a failed dynamic import in its module map, so calling the same
 * importer again really fetches again (proved by an e2e journey).
 */
export async function loadChunk<T>(label: string, importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(importer(), timeoutMs);
  } catch {
    try {
      return await withTimeout(importer(), timeoutMs);
    } catch (error) {
      throw new Error(`chunk "${label}" failed to load after a retry (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
