import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from './same-origin';

const BASE = 'https://sklep.example/produkt/1-kurtka';

describe('sameOriginUrl', () => {
  it.each(['/koszyk', 'https://sklep.example/koszyk?x=1', 'koszyk'])('follows %s', (raw) => {
    expect(sameOriginUrl(raw, BASE)?.origin).toBe('https://sklep.example');
  });

  it.each(['', '   ', 'https://evil.example/koszyk', '//evil.example/x', 'javascript:alert(1)', 'http://sklep.example/koszyk'])('refuses %j', (raw) => {
    expect(sameOriginUrl(raw, BASE)).toBeNull();
  });
});
