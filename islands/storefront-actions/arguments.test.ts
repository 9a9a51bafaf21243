import { describe, expect, it } from 'vitest';
import { addToCartArguments, questionFormArguments, wishlistToggleArguments } from './arguments';

const BASE = 'https://sklep.test/produkt/3';

describe('addToCartArguments', () => {
  it('fills in one piece, no add-ons and the variant left to the page', () => {
    expect(addToCartArguments({ productId: 3 })).toEqual({ productId: 3, optionId: undefined, amount: 1, addons: [] });
    expect(addToCartArguments({ productId: 1, optionId: -1, amount: 2, addons: [{ key: 'grawer', value: 'Dla Ani', extra: true }] })).toEqual({
      productId: 1,
      optionId: -1,
      amount: 2,
      addons: [{ key: 'grawer', value: 'Dla Ani' }],
    });
  });

  it('names the argument that is wrong and what it was, strings quoted', () => {
    expect(() => addToCartArguments(undefined)).toThrow(new TypeError('storefront.addToCart: its argument must be an object { productId, optionId?, amount?, addons? }, not undefined'));
    expect(() => addToCartArguments({ productId: '3' })).toThrow(new TypeError('storefront.addToCart: productId must be a positive whole number, not "3"'));
    expect(() => addToCartArguments({ productId: 0 })).toThrow('productId must be a positive whole number, not 0');
    expect(() => addToCartArguments({ productId: 1.5 })).toThrow('productId must be a positive whole number, not 1.5');
    expect(() => addToCartArguments({ productId: 3, optionId: -2 })).toThrow('optionId must be a variant id, or -1 for none, not -2');
    expect(() => addToCartArguments({ productId: 3, amount: 0 })).toThrow('amount must be a positive whole number, not 0');
    expect(() => addToCartArguments({ productId: 3, addons: [{ key: '', value: 'x' }] })).toThrow('addons must be a list of { key, value } strings, not an array');
  });

  it("keeps the amount within the product form's quantity bounds, and within AddCart's Int32 with no form", () => {
    const form = (productId: number) => (productId === 5 ? { min: 2, max: 10 } : null);
    expect(addToCartArguments({ productId: 5, amount: 10 }, form).amount).toBe(10);
    expect(addToCartArguments({ productId: 5 }, form).amount).toBe(2);
    expect(() => addToCartArguments({ productId: 5, amount: 11 }, form)).toThrow(
      new TypeError("storefront.addToCart: amount must be a whole number from 2 to 10 (the product form's quantity), not 11"),
    );
    expect(() => addToCartArguments({ productId: 5, amount: 1 }, form)).toThrow('amount must be a whole number from 2 to 10');
    expect(addToCartArguments({ productId: 3, amount: 2_147_483_647 }, form).amount).toBe(2_147_483_647);
    expect(() => addToCartArguments({ productId: 3, amount: 3_000_000_000 }, form)).toThrow(
      new TypeError('storefront.addToCart: amount must be a whole number from 1 to 2147483647 (the most AddCart takes), not 3000000000'),
    );
    // A form allowing more than the Int32 holds still sends no more than it.
    expect(() => addToCartArguments({ productId: 5, amount: 2 ** 31 }, () => ({ min: 1, max: Number.MAX_SAFE_INTEGER }))).toThrow('from 1 to 2147483647');
  });
});

describe('questionFormArguments', () => {
  it('takes a type, an optional id (null when absent) and an optional title', () => {
    expect(questionFormArguments({ type: 2 })).toEqual({ type: 2, id: null, title: undefined });
    expect(questionFormArguments({ type: 1, id: 3, title: 'Pytanie o produkt' })).toEqual({ type: 1, id: 3, title: 'Pytanie o produkt' });
  });

  it('names a bad type, id or title', () => {
    expect(() => questionFormArguments({ type: 'kontakt' })).toThrow('storefront.openQuestionForm: type must be a positive whole number, not "kontakt"');
    expect(() => questionFormArguments({ type: 1, id: -3 })).toThrow('id must be a positive whole number, not -3');
    expect(() => questionFormArguments({ type: 1, title: 7 })).toThrow('title must be text, not 7');
  });
});

describe('wishlistToggleArguments', () => {
  it('takes a product id, and a name and an address on this site for the wishlist box', () => {
    expect(wishlistToggleArguments(5, undefined, BASE)).toEqual({ productId: 5, name: '', url: '' });
    expect(wishlistToggleArguments(5, { name: 'Kubek', url: '/produkt/5-kubek' }, BASE)).toEqual({ productId: 5, name: 'Kubek', url: '/produkt/5-kubek' });
  });

  it('refuses an address the box would turn into a link elsewhere, or to script', () => {
    expect(() => wishlistToggleArguments(5, { url: 'javascript:alert(1)' }, BASE)).toThrow('storefront.wishlist.toggle: url must be an address on this site, not "javascript:alert(1)"');
    expect(() => wishlistToggleArguments(5, { url: 'https://evil.example/' }, BASE)).toThrow('url must be an address on this site');
    expect(() => wishlistToggleArguments('5', undefined, BASE)).toThrow('productId must be a positive whole number, not "5"');
  });
});
