// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_STORAGE_KEY } from '../../shared/constants';
import { createSafeStorage } from '../../shared/storage';
import { forgetPrerendering, showPrerenderedPage, startPrerendering } from '../../test-support/prerender';
import { parsePhrases, readRecentPhrases, rememberPhrase, withPhrase } from './recent-phrases';

afterEach(() => {
  localStorage.clear();
  forgetPrerendering();
});

describe('withPhrase', () => {
  it('puts the newest phrase first', () => {
    expect(withPhrase(['buty'], 'kurtka')).toEqual(['kurtka', 'buty']);
  });

  it('keeps only phrases longer than 1 character', () => {
    expect(withPhrase(['buty'], 'k')).toEqual(['buty']);
    expect(withPhrase(['buty'], '  k  ')).toEqual(['buty']);
    expect(withPhrase([], 'ku')).toEqual(['ku']);
  });

  it('keeps at most 5: the sixth removes the oldest', () => {
    const five = ['e5', 'd4', 'c3', 'b2', 'a1'];
    expect(withPhrase(five, 'f6')).toEqual(['f6', 'e5', 'd4', 'c3', 'b2']);
  });

  it('moves a repeated phrase to the top instead of duplicating it', () => {
    expect(withPhrase(['c3', 'b2', 'a1'], 'a1')).toEqual(['a1', 'c3', 'b2']);
    expect(withPhrase(['c3', 'b2'], ' b2 ')).toEqual(['b2', 'c3']);
  });
});

describe('parsePhrases', () => {
  it('reads a JSON list of strings', () => {
    expect(parsePhrases('["kurtka","buty"]')).toEqual(['kurtka', 'buty']);
  });

  it('treats a missing value and garbage as no history', () => {
    expect(parsePhrases(null)).toEqual([]);
    expect(parsePhrases('{not json')).toEqual([]);
    expect(parsePhrases('{"a":1}')).toEqual([]);
    expect(parsePhrases('"kurtka"')).toEqual([]);
  });

  it('drops entries that are not strings and cuts a tampered list to 5', () => {
    expect(parsePhrases('["kurtka",7,null,"",{"x":1},"buty"]')).toEqual(['kurtka', 'buty']);
    expect(parsePhrases(JSON.stringify(['1a', '2b', '3c', '4d', '5e', '6f', '7g']))).toHaveLength(5);
  });
});

describe('rememberPhrase', () => {
  it('stores the list as JSON under searchStorageItems', () => {
    const storage = createSafeStorage();
    rememberPhrase(storage, 'kurtka');
    rememberPhrase(storage, 'buty');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual(['buty', 'kurtka']);
    expect(readRecentPhrases(storage)).toEqual(['buty', 'kurtka']);
  });

  it('stores nothing while the page is prerendered, and the phrase once the shopper opens it', () => {
    startPrerendering();
    const storage = createSafeStorage();
    rememberPhrase(storage, 'kurtka');
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
    showPrerenderedPage();
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('["kurtka"]');
  });

  it('replaces garbage in storage with a fresh list', () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, '][');
    const storage = createSafeStorage();
    expect(readRecentPhrases(storage)).toEqual([]);
    rememberPhrase(storage, 'namiot');
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('["namiot"]');
  });

  it('works without history when storage is unavailable', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readRecentPhrases(storage)).toEqual([]);
    expect(() => rememberPhrase(storage, 'kurtka')).not.toThrow();
    // Kept in memory for the rest of the page's life.
    expect(readRecentPhrases(storage)).toEqual(['kurtka']);
  });

  it('works when storage is full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = createSafeStorage(() => full);
    expect(() => rememberPhrase(storage, 'kurtka')).not.toThrow();
    expect(readRecentPhrases(storage)).toEqual(['kurtka']);
  });
});
