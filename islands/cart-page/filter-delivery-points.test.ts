import { describe, expect, it } from 'vitest';
import { filterDeliveryPoints } from './filter-delivery-points';

const POINTS = ['Kraków, ul. Floriańska 12', 'Łódź, ul. Piotrkowska 120', 'Gdańsk, ul. Długa 5', 'Łódź, ul. Zielona 3'];

describe('filterDeliveryPoints', () => {
  it('shows the points matching the search regardless of diacritics, and counts them', () => {
    expect(filterDeliveryPoints(POINTS, 'lodz', null)).toEqual({ shown: [false, true, false, true], count: '2 punkty z 4' });
  });

  it('keeps the chosen point in view, and shows them all again for an empty search', () => {
    expect(filterDeliveryPoints(POINTS, 'KRAKOW', 'Gdańsk, ul. Długa 5')).toEqual({ shown: [true, false, true, false], count: '2 punkty z 4' });
    expect(filterDeliveryPoints(POINTS, '  ', 'Gdańsk, ul. Długa 5')).toEqual({ shown: [true, true, true, true], count: '4 punkty' });
  });

  it('counts none when nothing matches', () => {
    expect(filterDeliveryPoints(POINTS, 'x', null).count).toBe('0 punktów z 4');
  });
});
