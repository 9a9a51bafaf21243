import { describe, expect, it } from 'vitest';
import { amountsInFlight, formLocked, lineBusy } from './command-keys';

describe('command keys', () => {
  const keys = ['amount:7', 'remove:8', 'delivery', 'amount:9'];

  it('a line is busy while its quantity or removal is in flight', () => {
    expect(['7', '8', '9', '10'].map((id) => lineBusy(id, keys))).toEqual([true, true, true, false]);
  });

  it("locks a form while its own command runs, and all of a line's while it is being removed", () => {
    expect(formLocked('amount', '7', keys)).toBe(true);
    expect(formLocked('remove', '7', keys)).toBe(false);
    expect([formLocked('amount', '8', keys), formLocked('remove', '8', keys)]).toEqual([true, true]);
    expect(formLocked('delivery', null, keys)).toBe(true);
    expect(formLocked('delivery', null, ['amount:7'])).toBe(false);
  });

  it('names the lines whose quantity is in flight, but one', () => {
    expect(amountsInFlight(keys, '7')).toEqual(['9']);
    expect(amountsInFlight(keys, null)).toEqual(['7', '9']);
  });
});
