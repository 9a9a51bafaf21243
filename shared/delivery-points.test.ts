import { describe, expect, it } from 'vitest';
import { pointCountText, pointsToShow } from './delivery-points';

const POINTS = ['Warszawa, ul. Marszałkowska 104', 'Kraków, ul. Floriańska 12', 'Łódź, ul. Piotrkowska 120'];

describe('delivery point search', () => {
  it('shows every point for an empty or blank search', () => {
    expect(pointsToShow(POINTS, '', null)).toEqual([true, true, true]);
    expect(pointsToShow(POINTS, '   ', null)).toEqual([true, true, true]);
  });

  it('matches without diacritics or case, every word', () => {
    expect(pointsToShow(POINTS, 'lodz', null)).toEqual([false, false, true]);
    expect(pointsToShow(POINTS, 'KRAKOW florian', null)).toEqual([false, true, false]);
    expect(pointsToShow(POINTS, 'krakow marsz', null)).toEqual([false, false, false]);
  });

  it('keeps the chosen point in view whatever the search', () => {
    expect(pointsToShow(POINTS, 'lodz', POINTS[0]!)).toEqual([true, false, true]);
  });

  it('counts in Polish', () => {
    expect(pointCountText(8, 8)).toBe('8 punktów');
    expect(pointCountText(1, 8)).toBe('1 punkt z 8');
    expect(pointCountText(3, 8)).toBe('3 punkty z 8');
    expect(pointCountText(0, 8)).toBe('0 punktów z 8');
  });
});
