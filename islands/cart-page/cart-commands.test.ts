// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplyResult } from './apply-cart-part';
import { amountCommand, deliveryCommand, removeCommand } from './cart-commands';
import type { CartCommands } from './use-cart-commands';
import { message } from '../../shared/messages/message';

let field: HTMLInputElement;
let busy: string[];
const commands = () => ({ inFlight: () => busy }) as unknown as CartCommands;
const P1 = { id: '1', name: 'P1' };
const answer = (result: Partial<ApplyResult> = {}): ApplyResult => ({ emptyCart: null, removedLineIds: [], total: '50 zł', savedPoint: null, ...result });

beforeEach(() => {
  document.body.innerHTML = '<input name="amount" type="number" min="1" max="9" value="2">';
  field = document.querySelector('input')!;
  busy = [];
});

describe('amountCommand', () => {
  it('keeps the delivery point the shopper is saving when its answer comes first', () => {
    field.value = '3';
    expect(amountCommand(commands(), P1, field)!.keep(['delivery']).keepDeliveryChoice).toBe(true);
  });

  it("sends a changed quantity for its line, keeping the fields of other lines being changed, and announces the answer's total", () => {
    field.value = '3';
    const command = amountCommand(commands(), P1, field)!;
    expect([command.key, command.value, command.anchor]).toEqual(['amount:1', '3', '1']);
    expect(command.keep(['amount:1', 'amount:2', 'remove:2'])).toEqual({ keepAmountOf: new Set(['2']), keepDeliveryChoice: false });
    expect(command.succeeded(answer())).toBe('P1: ilość 3. Do zapłaty 50 zł.');
  });

  it('sends nothing for an unchanged quantity, an invalid one, or a line being removed', () => {
    expect(amountCommand(commands(), P1, field)).toBeNull();
    const report = vi.spyOn(field, 'reportValidity');
    field.value = '0';
    expect(amountCommand(commands(), P1, field)).toBeNull();
    expect(report).toHaveBeenCalled();
    field.value = '4';
    busy.push('remove:1');
    expect(amountCommand(commands(), P1, field)).toBeNull();
  });

  it('sends the confirmed quantity again while another is in flight, so going back is not lost', () => {
    busy.push('amount:1');
    expect(amountCommand(commands(), P1, field)?.value).toBe('2');
  });

  it('on failure puts the field back to the confirmed quantity', () => {
    field.value = '5';
    expect(amountCommand(commands(), P1, field)!.failed()).toBe('Nie udało się zmienić ilości produktu P1. Koszyk się nie zmienił, spróbuj ponownie.');
    expect(field.value).toBe('2');
  });
});

describe('removeCommand', () => {
  it('sends the removal, noted next to the line, and tells the caller once the answer is in', () => {
    const removed = vi.fn();
    const command = removeCommand(P1, removed);
    expect([command.key, command.value, command.anchor]).toEqual(['remove:1', '1', '1']);
    const emptied = answer({ emptyCart: new DocumentFragment(), removedLineIds: ['1', '2'] });
    expect(command.succeeded(emptied)).toBe('Usunięto z koszyka: P1. Koszyk jest pusty.');
    expect(removed).toHaveBeenCalledWith(emptied);
    expect(command.succeeded(answer({ removedLineIds: ['1'] }))).toBe('Usunięto z koszyka: P1. Do zapłaty 50 zł.');
    expect(command.failed()).toBe('Nie udało się usunąć produktu P1 z koszyka. Koszyk się nie zmienił, spróbuj ponownie.');
  });
});

describe('deliveryCommand', () => {
  it("sends the point and, on failure, puts back the server's choice", () => {
    document.body.innerHTML = '<input type="radio" name="deliveryPoint" value="A" checked><input type="radio" name="deliveryPoint" value="B">';
    const radios = [...document.querySelectorAll('input')];
    radios[1]!.checked = true;
    const putBack = vi.fn();
    const command = deliveryCommand('B', radios, putBack);
    expect([command.key, command.value, command.anchor]).toEqual(['delivery', 'B', 'delivery']);
    expect(command.keep(['delivery', 'amount:1'])).toEqual({ keepAmountOf: new Set(['1']), keepDeliveryChoice: false });
    expect(command.succeeded(answer())).toBe('Wybrano punkt odbioru: B.');
    expect(command.failed()).toBe(message('cart-page.point-failed'));
    expect(putBack).toHaveBeenCalledTimes(1);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
  });
});
