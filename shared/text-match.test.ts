import { describe, expect, it } from 'vitest';
import { matchesQuery, normalize } from './text-match';

describe('text matching', () => {
  it('folds Polish letters and case', () => {
    expect(normalize('Łódź, ŻÓŁTY Świt')).toBe('lodz, zolty swit');
  });

  it('matches every token anywhere, without diacritics', () => {
    expect(matchesQuery('Łódź, ul. Piotrkowska 120 (punkt odbioru)', 'lodz piotr')).toBe(true);
    expect(matchesQuery('Łódź, ul. Piotrkowska 120 (punkt odbioru)', 'lodz marsz')).toBe(false);
  });

  it('an empty query matches nothing', () => {
    expect(matchesQuery('Kraków', '  ')).toBe(false);
  });
});
