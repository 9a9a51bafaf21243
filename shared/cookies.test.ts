// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, readJsonCookie, writeCookie } from './cookies';

function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const name = pair.split('=')[0] ?? '';
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

describe('cookies', () => {
  afterEach(clearCookies);

  it('round-trips JSON written with writeCookie', () => {
    const entries = [{ id: 1, date: 1_700_000_000_000 }, { id: 22, date: 1_700_000_000_001 }];
    writeCookie('wishlist-cookie', JSON.stringify(entries), 30);
    expect(document.cookie).not.toContain('"');
    expect(document.cookie).not.toContain(',');
    expect(readCookie('wishlist-cookie')).toBe(JSON.stringify(entries));
    expect(readJsonCookie('wishlist-cookie', (raw) => raw)).toEqual(entries);
  });

  it('round-trips awkward characters', () => {
    const value = 'zażółć; gęślą = "jaźń" 100%';
    writeCookie('note', value, 1);
    expect(readCookie('note')).toBe(value);
  });

  it('reads a server-written encodeURIComponent(JSON) value', () => {
    const entries = [{ id: 5, date: 1 }];
    document.cookie = `wishlist-cookie=${encodeURIComponent(JSON.stringify(entries))}; Path=/`;
    expect(readJsonCookie('wishlist-cookie', (raw) => raw)).toEqual(entries);
  });

  it('writes Path=/, SameSite=Lax, an expiry in days, and Secure only on https', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    writeCookie('a', '1', 30);
    vi.useRealTimers();
    const written = set.mock.calls[0]?.[0] ?? '';
    expect(written).toContain('path=/');
    expect(written).toContain('sameSite=Lax');
    expect(written).toContain('expires=Fri, 31 Jan 2025 00:00:00 GMT');
    expect(written).not.toContain('secure');
  });

  it('adds Secure on https pages', () => {
    vi.stubGlobal('location', new URL('https://shop.example/produkt/1-x'));
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('a', '1', 1);
    expect(set.mock.calls[0]?.[0]).toContain('; secure');
  });

  it('readJsonCookie returns undefined for an absent cookie, bad JSON, and a throwing parse', () => {
    expect(readJsonCookie('missing', (raw) => raw)).toBeUndefined();
    document.cookie = 'bad=not json; Path=/';
    expect(readJsonCookie('bad', (raw) => raw)).toBeUndefined();
    document.cookie = 'shape=%7B%7D; Path=/';
    expect(
      readJsonCookie('shape', () => {
        throw new TypeError('wrong shape');
      }),
    ).toBeUndefined();
  });

  it('hands the parsed value to parse', () => {
    document.cookie = 'n=%5B1%2C2%5D; Path=/';
    expect(readJsonCookie('n', (raw) => (Array.isArray(raw) ? raw.length : 0))).toBe(2);
  });
});
