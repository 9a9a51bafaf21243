import { describe, expect, it } from 'vitest';
import { categoryId, describeAnswer } from './category-answer';

describe('categoryId', () => {
  it('reads the chosen option as the id the shop expects, 0 for "all categories"', () => {
    expect(categoryId('12')).toBe(12);
    expect(categoryId('')).toBe(0);
  });

  it('refuses a value that is no id', () => {
    expect(() => categoryId('kurtki')).toThrow('the chosen category "kurtki" is not an id');
    expect(() => categoryId('2.5')).toThrow('is not an id');
  });
});

describe('describeAnswer', () => {
  it('counts the producers in Polish and gives the bounds as prices', () => {
    expect(describeAnswer({ min: 20, max: 1250.5, producers: [{ id: 1, name: 'Łoś' }] })).toBe('1 producent, ceny od 20,00\u00a0zł do 1\u00a0250,50\u00a0zł');
    expect(describeAnswer({ min: 0, max: 10, producers: [] })).toBe('0 producentów, ceny od 0,00\u00a0zł do 10,00\u00a0zł');
  });
});
