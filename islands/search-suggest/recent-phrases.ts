import { RECENT_SEARCHES_MAX, RECENT_SEARCHES_STORAGE_KEY, SEARCH_PHRASE_MIN_LENGTH } from '../../shared/constants';
import type { SafeStorage } from '../../shared/storage';
import { whenShown } from '../../shared/when-shown';

/** The stored list, or an empty one when the stored text is missing or not a JSON list of strings. */
export function parsePhrases(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

/** Newest first, a repeat moved to the top, at most RECENT_SEARCHES_MAX; phrases too short are not kept. */
export function withPhrase(phrases: readonly string[], phrase: string): string[] {
  const text = phrase.trim();
  if (text.length <= SEARCH_PHRASE_MIN_LENGTH) return [...phrases];
  return [text, ...phrases.filter((p) => p !== text)].slice(0, RECENT_SEARCHES_MAX);
}

export function readRecentPhrases(storage: SafeStorage): string[] {
  return parsePhrases(storage.get(RECENT_SEARCHES_STORAGE_KEY));
}

/**
 * Stores a submitted phrase; the safe storage keeps it in memory when the browser's is unavailable or
 * full. A prerendered page stores it only once the shopper opens it.
 */
export function rememberPhrase(storage: SafeStorage, phrase: string): void {
  whenShown(() => {
    const before = readRecentPhrases(storage);
    const after = withPhrase(before, phrase);
    if (after.length !== before.length || after.some((p, i) => p !== before[i])) {
      storage.set(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(after));
    }
  });
}
