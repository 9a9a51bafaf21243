// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { countMessage, optionCount, recentGroup, safeHref, shownCounts, suggestionGroups } from './suggestion-groups';

const answer = {
  products: [{ url: '/produkt/1-kurtka', image: '/dane/small/p-01-a.png', name: 'Kurtka <b>żółta</b>', price: 1234.56 }],
  producers: [{ url: '/producent/los', name: 'Łoś' }],
  categories: [{ url: 'https://shop.example/kategoria/kurtki', name: 'Kurtki' }],
};

describe('suggestionGroups', () => {
  it('makes labelled groups with unique ids, names kept as plain text and prices formatted', () => {
    const groups = suggestionGroups(answer, 'lb');
    expect(groups.map((g) => g.label)).toEqual(['Produkty', 'Producenci', 'Kategorie']);
    expect(groups[0]!.options[0]).toEqual({
      id: 'lb-products-0',
      label: 'Kurtka <b>żółta</b>',
      href: '/produkt/1-kurtka',
      image: '/dane/small/p-01-a.png',
      price: '1\u00a0234,56\u00a0zł',
    });
    expect(optionCount(groups)).toBe(3);
  });

  it('leaves out empty groups', () => {
    expect(suggestionGroups({ products: [], producers: answer.producers, categories: [] }, 'lb').map((g) => g.label)).toEqual(['Producenci']);
  });

  it('drops links that are not same-origin or http(s), and images that are not', () => {
    const groups = suggestionGroups(
      {
        products: [
          { url: 'javascript:alert(1)', image: '/x.png', name: 'Zły', price: 1 },
          { url: '/produkt/2', image: 'javascript:alert(1)', name: 'Dobry', price: 2 },
        ],
        producers: [{ url: 'data:text/html,<p>', name: 'Zły' }],
        categories: [{ url: '', name: 'Pusty' }],
      },
      'lb',
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.options).toEqual([{ id: 'lb-products-0', label: 'Dobry', href: '/produkt/2', price: '2,00\u00a0zł' }]);
  });
});

describe('safeHref', () => {
  it('accepts paths and http(s) URLs only', () => {
    expect(safeHref('/produkt/1')).toBe('/produkt/1');
    expect(safeHref('http://example.com/a')).toBe('http://example.com/a');
    expect(safeHref('JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});

describe('recentGroup', () => {
  it('offers each phrase as a link to its results', () => {
    const [group] = recentGroup(['żółty'], (p) => `/szukaj?q=${encodeURIComponent(p)}`, 'lb');
    expect(group!.label).toBe('Ostatnio wyszukiwane');
    expect(group!.options[0]).toEqual({ id: 'lb-recent-0', label: 'żółty', href: '/szukaj?q=%C5%BC%C3%B3%C5%82ty', phrase: 'żółty' });
    expect(recentGroup([], String, 'lb')).toEqual([]);
  });
});

describe('shownCounts', () => {
  it('counts the options shown of each kind, links dropped as unsafe not among them', () => {
    const shown = suggestionGroups({ ...answer, producers: [...answer.producers, { url: 'javascript:alert(1)', name: 'Zły' }], categories: [] }, 'lb');
    expect(shownCounts(shown)).toEqual({ products: 1, producers: 1, categories: 0 });
  });
});

describe('countMessage', () => {
  it('says how many suggestions there are, in Polish', () => {
    expect(countMessage(0)).toBe('Brak podpowiedzi');
    expect(countMessage(1)).toMatch(/^1 podpowiedź,/);
    expect(countMessage(3)).toMatch(/^3 podpowiedzi,/);
  });
});
