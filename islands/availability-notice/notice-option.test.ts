// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { productVariants, setProductVariant, type ProductVariant } from '../../shared/state/product-variant';
import { optionIdOf, preselectVariant } from './notice-option';

const formWith = (field: string) => {
  document.body.innerHTML = `<form>${field}<input name="email"></form>`;
  return document.querySelector('form')!;
};
const SELECT = '<select name="optionId"><option value="10000">M</option><option value="10001">S Czarny</option></select>';
const variant = (overrides: Partial<ProductVariant>): ProductVariant => ({ optionId: 10001, status: 'confirmed', cartEnabled: false, images: null, ...overrides });

afterEach(() => (productVariants.value = new Map()));

describe('preselectVariant', () => {
  it('presets the select to the chosen variant once the server confirmed it cannot be bought', () => {
    const form = formWith(SELECT);
    setProductVariant(1, variant({}));
    preselectVariant(form, 1);
    expect(optionIdOf(form)).toBe(10001);
  });

  it.each([
    ['still pending', variant({ status: 'pending' })],
    ['can be bought', variant({ cartEnabled: true })],
    ['matches no variant', variant({ optionId: -1 })],
    ['is not in the list', variant({ optionId: 55 })],
  ])('leaves the first option when the chosen variant %s', (_, chosen) => {
    const form = formWith(SELECT);
    setProductVariant(1, chosen);
    preselectVariant(form, 1);
    expect(optionIdOf(form)).toBe(10000);
  });

  it('leaves the select alone for another product, and a hidden field always', () => {
    setProductVariant(2, variant({}));
    const select = formWith(SELECT);
    preselectVariant(select, 1);
    expect(optionIdOf(select)).toBe(10000);
    const hidden = formWith('<input type="hidden" name="optionId" value="7">');
    preselectVariant(hidden, 2);
    expect(optionIdOf(hidden)).toBe(7);
  });
});

describe('optionIdOf', () => {
  it.each([
    ['<input type="hidden" name="optionId" value="-1">', -1],
    ['<input type="hidden" name="optionId" value="42">', 42],
    ['<input type="hidden" name="optionId" value="4x">', -1],
    ['<input type="hidden" name="optionId" value="">', -1],
    ['', -1],
  ])('%s gives %i', (field, expected) => expect(optionIdOf(formWith(field))).toBe(expected));
});
