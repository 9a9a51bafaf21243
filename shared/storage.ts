export interface SafeStorage {
  get(key: string): string | null;
  /** True when the value reached the real storage, false when it lives only in memory. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/**
 * Browser storage that never throws: localStorage throws when disabled (SecurityError), when full
 * (QuotaExceededError), and even on access in some privacy modes. After the first failure the rest
 * of the page's lifetime uses an in-memory map, so reads stay consistent with earlier writes.
 */
export function createSafeStorage(getBackend: () => Storage = () => window.localStorage): SafeStorage {
  const memory = new Map<string, string>();
  let backend: Storage | null | undefined;

  // Resolved on first use: merely importing must not touch localStorage.
  const attempt = <T>(act: (storage: Storage) => T): { ok: true; value: T } | { ok: false } => {
    try {
      if (backend === undefined) backend = getBackend();
      if (backend !== null) return { ok: true, value: act(backend) };
    } catch {
      backend = null;
    }
    return { ok: false };
  };

  return {
    get(key) {
      const result = attempt((storage) => storage.getItem(key));
      return result.ok ? result.value : (memory.get(key) ?? null);
    },
    set(key, value) {
      if (attempt((storage) => storage.setItem(key, value)).ok) return true;
      memory.set(key, value);
      return false;
    },
    remove(key) {
      if (!attempt((storage) => storage.removeItem(key)).ok) memory.delete(key);
    },
  };
}

export const safeStorage = createSafeStorage();
