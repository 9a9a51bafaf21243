import { describe, expect, it } from 'vitest';
import { fragmentId } from './fragment';

describe('fragmentId', () => {
  it.each([
    ['#faq-3', 'faq-3'],
    ['#zam%C3%B3wienie', 'zamówienie'],
    ['#', ''],
    ['', ''],
    ['#%E0%A4%A', ''],
  ])('%s → %s', (hash, id) => expect(fragmentId(hash)).toBe(id));
});
