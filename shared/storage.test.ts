// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeStorage } from './storage';

function quotaFullStorage(): Storage {
  const storage = new Map<string, string>([['kept', 'old']]);
  return {
    get length() {
      return storage.size;
    },
    clear: () => storage.clear(),
    key: () => null,
    getItem: (key) => storage.get(key) ?? null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: (key) => storage.delete(key),
  };
}

describe('createSafeStorage', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('uses a working localStorage', () => {
    const storage = createSafeStorage();
    expect(storage.set('k', 'v')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(localStorage.getItem('k')).toBeNull();
    expect(storage.get('k')).toBeNull();
  });

  it('falls back to memory when reaching the storage throws', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.get('k')).toBeNull();
    expect(storage.set('k', 'v')).toBe(false);
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('falls back to memory for the rest of the page once setItem throws', () => {
    const storage = createSafeStorage(quotaFullStorage);
    expect(storage.get('kept')).toBe('old');
    expect(storage.set('k', 'v')).toBe(false);
    expect(storage.get('k')).toBe('v');
    // Memory only from now on: the real storage is not consulted again.
    expect(storage.get('kept')).toBeNull();
  });

  it('does not touch the storage until first used', () => {
    let calls = 0;
    const storage = createSafeStorage(() => {
      calls += 1;
      return localStorage;
    });
    expect(calls).toBe(0);
    storage.set('a', '1');
    storage.get('a');
    expect(calls).toBe(1);
  });
});
