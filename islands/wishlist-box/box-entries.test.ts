import { describe, expect, it } from 'vitest';
import { boxEntries } from './box-entries';

describe('boxEntries', () => {
  it('lists the entries it can name, newest first', () => {
    const names = new Map([
      [3, { name: 'Namiot', url: '/produkt/3' }],
      [7, { name: 'Kurtka', url: '/produkt/7' }],
    ]);
    const list = [{ id: 7, date: 1 }, { id: 99, date: 3 }, { id: 3, date: 2 }];
    expect(boxEntries(list, (id) => names.get(id))).toEqual([
      { id: 3, name: 'Namiot', url: '/produkt/3' },
      { id: 7, name: 'Kurtka', url: '/produkt/7' },
    ]);
    expect(list.map((entry) => entry.id)).toEqual([7, 99, 3]);
  });
});
