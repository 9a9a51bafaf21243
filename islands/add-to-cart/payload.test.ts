import { describe, expect, it } from 'vitest';
import { addonsOf, buildAddCartRequest } from './payload';

const form = { productId: 5, hasOptions: true, optionId: 10017, amountText: '2', fields: [['addon-grawer', ' Dla Ani '], ['amount', '2'], ['addon-puste', '  ']] as [string, string][] };

describe('buildAddCartRequest', () => {
  it('builds Amount, ProductId, OptionId and addons', () => {
    expect(buildAddCartRequest(form)).toEqual({ ok: true, request: { Amount: 2, ProductId: 5, OptionId: 10017, addons: [{ key: 'grawer', value: 'Dla Ani' }] } });
  });

  it('refuses a product with options and no chosen variant', () => {
    expect(buildAddCartRequest({ ...form, optionId: -1 })).toEqual({ ok: false, message: 'Proszę wybrać opcję produktu' });
  });

  it('sends -1 for a product without options', () => {
    const result = buildAddCartRequest({ ...form, hasOptions: false, optionId: -1 });
    expect(result.ok && result.request.OptionId).toBe(-1);
  });

  it('uses quantity 1 without a quantity field and sanitises a typed one', () => {
    const without = buildAddCartRequest({ ...form, amountText: null });
    expect(without.ok && without.request.Amount).toBe(1);
    const typed = buildAddCartRequest({ ...form, amountText: '-3' });
    expect(typed.ok && typed.request.Amount).toBe(1);
  });
});

describe('addonsOf', () => {
  it('takes only non-empty addon-<key> fields', () => {
    expect(addonsOf([['addon-', 'x'], ['addon-a', 'b'], ['other', 'c']])).toEqual([{ key: 'a', value: 'b' }]);
  });
});
