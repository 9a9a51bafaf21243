// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api';
import { stubFetch } from '../../shared/api/fake-fetch';
import type { CartPartResponse } from '../../shared/api';
import { cart as cartState } from '../../shared/state/cart';
import { createCommandRunner, type CartCommand } from './command-runner';

const PART = (total: string) => `<ul><li data-line-id="1"><form><button type="submit">Zmień</button></form><p data-cart-refresh="line-total-1">${total}</p></li></ul>`;

let cart: HTMLElement;
let line: HTMLElement;
let form: HTMLFormElement;
let report: ReturnType<typeof vi.fn<(problem: string, cause?: unknown) => void>>;
let smallcart: string;
const button = () => form.querySelector('button')!;
const announced = (text: string) => screen.findByText(text, { selector: '[data-sf-announcer]' });

/** A command whose request answers, or fails, when the test says. */
function command(overrides: Partial<CartCommand> = {}) {
  let answer!: (part: CartPartResponse) => void;
  let fail!: (error: unknown) => void;
  const signals: AbortSignal[] = [];
  const failed = vi.fn(() => 'Nie wyszło.');
  const sent: CartCommand = {
    key: 'amount:1',
    value: '2',
    anchor: line,
    forms: [form],
    send: (signal) => {
      signals.push(signal);
      return new Promise<CartPartResponse>((resolve, reject) => {
        answer = resolve;
        fail = reject;
        signal.addEventListener('abort', () => reject(new ApiError('cartAmount', 'aborted', 'aborted')));
      });
    },
    applyOptions: () => ({}),
    succeeded: () => 'Zmieniono.',
    failed,
    ...overrides,
  };
  return { sent, signals, failed, answer: (part: CartPartResponse) => answer(part), fail: (error: unknown) => fail(error) };
}

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/koszyk'));
  smallcart = '<a data-cart-count="2">Koszyk: 2</a>';
  stubFetch(async () => new Response(smallcart));
  document.body.innerHTML = `<div data-cart-refresh-area></div><div id="cart">${PART('10 zł')}</div>`;
  cart = document.getElementById('cart')!;
  line = cart.querySelector('li')!;
  form = cart.querySelector('form')!;
  report = vi.fn<(problem: string, cause?: unknown) => void>();
});

describe('createCommandRunner', () => {
  it('locks the forms while a command is in flight, then applies the answer, the count and the mini cart, and announces', async () => {
    const runner = createCommandRunner(cart, report);
    const first = command();
    const done = runner.run(first.sent);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(line.getAttribute('aria-busy')).toBe('true');
    expect(runner.keys()).toEqual(['amount:1']);
    first.answer({ html: PART('20 zł'), count: 2 });
    await done;
    expect(cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent).toBe('20 zł');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(line.hasAttribute('aria-busy')).toBe(false);
    expect(cartState.value.itemCount).toBe(2);
    expect(runner.keys()).toEqual([]);
    await announced('Zmieniono.');
    await waitFor(() => expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 2'));
  });

  it('does not send the same value twice, and aborts an older value for the same key', async () => {
    const runner = createCommandRunner(cart, report);
    const first = command();
    void runner.run(first.sent);
    const again = command();
    await runner.run(again.sent);
    expect(again.signals).toEqual([]);
    const newer = command({ value: '3' });
    const done = runner.run(newer.sent);
    expect(first.signals[0]!.aborted).toBe(true);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    newer.answer({ html: PART('30 zł'), count: 3 });
    await done;
    expect(first.failed).not.toHaveBeenCalled();
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it('on failure: puts back, says so next to the anchor and aloud, reports; a later success takes the note away', async () => {
    const runner = createCommandRunner(cart, report);
    const failing = command();
    const done = runner.run(failing.sent);
    const cause = new ApiError('cartAmount', 'http', 'cartAmount: HTTP 500', { status: 500 });
    failing.fail(cause);
    await done;
    expect(failing.failed).toHaveBeenCalledTimes(1);
    expect(line.querySelector(':scope > .cart-problem')!.textContent).toBe('Nie wyszło.');
    expect(report).toHaveBeenCalledWith('cart command "amount:1" failed; the cart stays as it was', cause);
    expect(cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent).toBe('10 zł');
    await announced('Nie wyszło.');
    const retry = command();
    const retried = runner.run(retry.sent);
    retry.answer({ html: PART('20 zł'), count: 2 });
    await retried;
    expect(line.querySelector('.cart-problem')).toBeNull();
  });

  it('drop() aborts a command and forgets it, so its end unlocks nothing', async () => {
    const runner = createCommandRunner(cart, report);
    const dropped = command();
    const done = runner.run(dropped.sent);
    runner.drop('amount:1');
    await done;
    expect(runner.keys()).toEqual([]);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(dropped.failed).not.toHaveBeenCalled();
  });

  it('stop() aborts what is in flight and takes the failure notes away', async () => {
    const runner = createCommandRunner(cart, report);
    const failing = command();
    const failed = runner.run(failing.sent);
    failing.fail(new Error('down'));
    await failed;
    const pending = command({ value: '5' });
    const done = runner.run(pending.sent);
    runner.stop();
    await done;
    expect(pending.signals[0]!.aborted).toBe(true);
    expect(pending.failed).not.toHaveBeenCalled();
    expect(line.querySelector('.cart-problem')).toBeNull();
  });

  it('reports a mini cart that could not be refreshed, the cart change standing', async () => {
    smallcart = '';
    const runner = createCommandRunner(cart, report);
    const changed = command();
    const done = runner.run(changed.sent);
    changed.answer({ html: PART('20 zł'), count: 2 });
    await done;
    await waitFor(() => expect(report).toHaveBeenCalledWith('the mini cart could not be refreshed after a cart change', expect.any(ApiError)));
    expect(changed.failed).not.toHaveBeenCalled();
  });
});
