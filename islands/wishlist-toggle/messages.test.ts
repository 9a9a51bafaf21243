import { describe, expect, it } from 'vitest';
import { toggleMessage } from './messages';

describe('toggleMessage', () => {
  it('says in Polish what happened', () => {
    expect(toggleMessage('added', 'Namiot', 2, false)).toBe('Dodano do schowka: Namiot. W schowku: 2.');
    expect(toggleMessage('removed', 'Namiot', 0, false)).toBe('Usunięto ze schowka: Namiot. W schowku: 0.');
    expect(toggleMessage('added', '', 3, false)).toBe('Dodano do schowka. W schowku: 3.');
    expect(toggleMessage('removed', '', 1, false)).toBe('Usunięto ze schowka. W schowku: 1.');
    expect(toggleMessage('added', 'Namiot', 20, true)).toBe('Dodano do schowka: Namiot. W schowku: 20. Schowek mieści 20 produktów, więc usunięto najdawniej dodany.');
    expect(toggleMessage('added', '', 20, true)).toBe('Dodano do schowka. W schowku: 20. Schowek mieści 20 produktów, więc usunięto najdawniej dodany.');
  });
});
