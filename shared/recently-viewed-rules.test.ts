import { describe, expect, it } from 'vitest';
import { parseViewed, shownEntries, STORED_MAX_LENGTH, withViewed, type ViewedProduct } from './recently-viewed-rules';

const BASE = 'https://sklep.example/produkt/1-a';
const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const entry = (id: number, at = NOW - id * 1000, extra: Partial<ViewedProduct> = {}): ViewedProduct => ({ id, name: `Produkt ${id}`, url: `/produkt/${id}-p`, image: `/dane/small/p-${id}.png`, at, ...extra });
const parse = (value: unknown) => parseViewed(typeof value === 'string' ? value : JSON.stringify(value), NOW, BASE);

describe('recently viewed rules', () => {
  it('adds the viewed product first, moves a repeat to the front and keeps at most 12', () => {
    let list: ViewedProduct[] = [];
    for (let id = 1; id <= 13; id += 1) list = withViewed(list, entry(id), NOW + id);
    expect(list.map((e) => e.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    list = withViewed(list, entry(5), NOW + 20);
    expect(list.map((e) => e.id)).toEqual([5, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3, 2]);
    expect(list[0]!.at).toBe(NOW + 20);
  });

  it('reads a stored list back newest first, dropping entries older than 30 days and repeats', () => {
    const stored = [entry(2, NOW - 1000), entry(1, NOW - 10), entry(3, NOW - 31 * DAY), entry(2, NOW - 5)];
    expect(parse(stored).map((e) => e.id)).toEqual([1, 2]);
    expect(parse([entry(4, NOW - 29 * DAY)]).map((e) => e.id)).toEqual([4]);
  });

  it.each([
    ['not JSON', '[{'],
    ['not an array', { id: 1 }],
    ['more than 12 entries', Array.from({ length: 13 }, (_, i) => entry(i + 1))],
    ['longer than the cap', 'x'.repeat(STORED_MAX_LENGTH + 1)],
  ])('drops the whole value when it is %s', (_, value) => {
    expect(parse(value)).toEqual([]);
  });

  it('drops a tampered entry and keeps the others', () => {
    const stored = [
      entry(1),
      entry(2, undefined, { url: 'javascript:alert(1)' }),
      entry(3, undefined, { url: 'https://evil.example/produkt/3' }),
      entry(4, undefined, { name: 'x'.repeat(201) }),
      entry(5, undefined, { image: 'https://evil.example/x.png' }),
      { ...entry(6), id: '6' },
      { ...entry(7), id: -7 },
      entry(8, NOW + 2 * DAY),
      entry(9, undefined, { url: '//evil.example/produkt/9' }),
      entry(10, undefined, { image: null }),
      null,
      'text',
    ];
    expect(parse(stored).map((e) => e.id)).toEqual([1, 10]);
  });

  it('keeps a name that looks like markup as the text it is', () => {
    expect(parse([entry(1, undefined, { name: '<img src=x onerror=alert(1)>' })])[0]!.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows neither the current product nor an entry outside the hook\'s product path', () => {
    const list = [entry(1), entry(2), entry(3, undefined, { url: '/motyw-2/produkt/3-p' })];
    expect(shownEntries(list, 2, '/produkt/').map((e) => e.id)).toEqual([1]);
    expect(shownEntries(list, null, '/').map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
