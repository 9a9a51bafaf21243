// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeAmount, chooseDelivery, DELIVERY_FAILURE_MESSAGE, nameOf, removeLine } from './cart-commands';
import type { CartCommand, CommandRunner } from './command-runner';

let cart: HTMLElement;
let runner: CommandRunner & { sent: CartCommand[]; busy: string[] };
const field = (id: number) => cart.querySelector<HTMLInputElement>(`[data-line-id="${id}"] input[name="amount"]`)!;
const radio = (value: string) => cart.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;

beforeEach(() => {
  document.body.innerHTML = `<div id="cart"><ul>${[1, 2]
    .map((id) => `<li data-line-id="${id}"><h2 class="cart-line__name">P${id}</h2><form data-cart-command="amount"><input name="amount" type="number" min="1" max="9" value="2"></form><form data-cart-command="remove"></form></li>`)
    .join('')}</ul>
<form data-cart-command="delivery"><input type="radio" name="deliveryPoint" value="A" checked><input type="radio" name="deliveryPoint" value="B"></form>
<p data-cart-total>50 zł</p></div>`;
  cart = document.getElementById('cart')!;
  const sent: CartCommand[] = [];
  const busy: string[] = [];
  runner = { sent, busy, run: async (command) => void sent.push(command), keys: () => busy, drop: vi.fn(), stop: vi.fn() };
});

describe('changeAmount', () => {
  it('keeps the delivery point the shopper is saving when its answer comes first', () => {
    runner.busy.push('delivery');
    field(1).value = '3';
    changeAmount(runner, cart, field(1));
    expect(runner.sent[0]!.applyOptions().keepDeliveryChoice).toBe(true);
  });

  it('sends a changed quantity for its line, keeping the fields of other lines being changed', () => {
    runner.busy.push('amount:2', 'remove:2');
    field(1).value = '3';
    changeAmount(runner, cart, field(1));
    const [command] = runner.sent;
    expect([command!.key, command!.value, command!.anchor]).toEqual(['amount:1', '3', '1']);
    expect(command!.applyOptions()).toEqual({ keepAmountOf: new Set(['2']), keepDeliveryChoice: false });
    expect(command!.succeeded({ emptyCart: null, removedLineIds: [] })).toBe('P1: ilość 3. Do zapłaty 50 zł.');
  });

  it('sends nothing for an unchanged quantity, an invalid one, or a line being removed', () => {
    changeAmount(runner, cart, field(1));
    const report = vi.spyOn(field(1), 'reportValidity');
    field(1).value = '0';
    changeAmount(runner, cart, field(1));
    expect(report).toHaveBeenCalled();
    field(1).value = '4';
    runner.busy.push('remove:1');
    changeAmount(runner, cart, field(1));
    expect(runner.sent).toEqual([]);
  });

  it('sends the confirmed quantity again while another is in flight, so going back is not lost', () => {
    runner.busy.push('amount:1');
    changeAmount(runner, cart, field(1));
    expect(runner.sent.map((command) => command.value)).toEqual(['2']);
  });

  it('on failure puts the field back to the confirmed quantity', () => {
    field(1).value = '5';
    changeAmount(runner, cart, field(1));
    expect(runner.sent[0]!.failed()).toBe('Nie udało się zmienić ilości produktu P1. Koszyk się nie zmienił, spróbuj ponownie.');
    expect(field(1).value).toBe('2');
  });
});

describe('removeLine', () => {
  it("drops the line's quantity change and sends the removal, noted next to the line", () => {
    const form = cart.querySelector<HTMLFormElement>('[data-line-id="1"] form[data-cart-command="remove"]')!;
    removeLine(runner, cart, form, () => null);
    expect(runner.drop).toHaveBeenCalledWith('amount:1');
    const [command] = runner.sent;
    expect([command!.key, command!.value, command!.anchor]).toEqual(['remove:1', '1', '1']);
    expect(command!.succeeded({ emptyCart: new DocumentFragment(), removedLineIds: ['1', '2'] })).toBe('Usunięto z koszyka: P1. Koszyk jest pusty.');
    expect(command!.failed()).toBe('Nie udało się usunąć produktu P1 z koszyka. Koszyk się nie zmienił, spróbuj ponownie.');
  });
});

describe('chooseDelivery', () => {
  it('sends the point and, on failure, puts back the server\'s choice', () => {
    const form = cart.querySelector<HTMLFormElement>('form[data-cart-command="delivery"]')!;
    radio('B').checked = true;
    chooseDelivery(runner, form, radio('B'));
    const [command] = runner.sent;
    expect([command!.key, command!.value, command!.anchor]).toEqual(['delivery', 'B', 'delivery']);
    expect(command!.succeeded({ emptyCart: null, removedLineIds: [] })).toBe('Wybrano punkt odbioru: B.');
    expect(command!.failed()).toBe(DELIVERY_FAILURE_MESSAGE);
    expect([radio('A').checked, radio('B').checked]).toEqual([true, false]);
  });
});

describe('nameOf', () => {
  it("names a line by .cart-line__name, else by the theme's own heading in it, else generically", () => {
    document.body.innerHTML =
      '<li id="a"><h2 class="cart-line__name">Namiot</h2></li><li id="b"><div class="gx-row__head"><h3>Kubek <small>termiczny</small></h3></div></li><li id="c"><p>?</p></li>';
    expect(['a', 'b', 'c'].map((id) => nameOf(document.getElementById(id)))).toEqual(['Namiot', 'Kubek termiczny', 'produkt']);
  });
});
