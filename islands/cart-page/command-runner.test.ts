// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api';
import { stubFetch } from '../../test-support/fake-fetch';
import type { CartPartResponse } from '../../shared/api';
import { heardEvents } from '../../test-support/heard-events';
import { createCommandRunner, type CartCommand, type CartView } from './command-runner';

const PART = (total: string) => `<ul><li data-line-id="1"><form><button type="submit">Zmień</button></form><p data-cart-refresh="line-total-1">${total}</p></li></ul>`;

let cart: HTMLElement;
let report: ReturnType<typeof vi.fn<(problem: string, cause?: unknown) => void>>;
let smallcart: string;
/** What the runner told the island: the keys in flight, the notes by anchor, the answers applied. */
let view: CartView & { keys: readonly string[]; notes: Map<string, string>; results: unknown[] };
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
    anchor: '1',
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
  view = {
    keys: [],
    notes: new Map(),
    results: [],
    busy: (keys) => (view.keys = keys),
    problem: (anchor, text) => (text ? view.notes.set(anchor, text) : view.notes.delete(anchor)),
    applied: (result) => view.results.push(result),
  };
  report = vi.fn<(problem: string, cause?: unknown) => void>();
});

describe('createCommandRunner', () => {
  it('tells the keys in flight, then applies the answer and the mini cart, tells what the answer took away, and announces', async () => {
    const told = heardEvents('storefront:cart');
    const runner = createCommandRunner(cart, view, report);
    const first = command();
    const done = runner.run(first.sent);
    expect(view.keys).toEqual(['amount:1']);
    expect(runner.keys()).toEqual(['amount:1']);
    first.answer({ html: PART('20 zł'), count: 2 });
    await done;
    expect(cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent).toBe('20 zł');
    expect(view.results).toEqual([{ removedLineIds: [], emptyCart: null }]);
    expect(view.keys).toEqual([]);
    expect(runner.keys()).toEqual([]);
    await announced('Zmieniono.');
    await waitFor(() => expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 2'));
    // Theme scripts hear the change once the mini cart shows it too.
    await waitFor(() => expect(told.map((event) => event.detail)).toEqual([{ source: 'cart-page' }]));
  });

  it('does not send the same value twice, and aborts an older value for the same key', async () => {
    const runner = createCommandRunner(cart, view, report);
    const first = command();
    void runner.run(first.sent);
    const again = command();
    await runner.run(again.sent);
    expect(again.signals).toEqual([]);
    const newer = command({ value: '3' });
    const done = runner.run(newer.sent);
    expect(first.signals[0]!.aborted).toBe(true);
    expect(view.keys).toEqual(['amount:1']);
    newer.answer({ html: PART('30 zł'), count: 3 });
    await done;
    expect(first.failed).not.toHaveBeenCalled();
    expect(view.keys).toEqual([]);
  });

  it('on failure: puts back, says so next to the anchor and aloud, reports; a later success takes the note away', async () => {
    const runner = createCommandRunner(cart, view, report);
    const failing = command();
    const done = runner.run(failing.sent);
    const cause = new ApiError('cartAmount', 'http', 'cartAmount: HTTP 500', { status: 500 });
    failing.fail(cause);
    await done;
    expect(failing.failed).toHaveBeenCalledTimes(1);
    expect(view.notes).toEqual(new Map([['1', 'Nie wyszło.']]));
    expect(report).toHaveBeenCalledWith('cart command "amount:1" failed; the cart stays as it was', cause);
    expect(cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent).toBe('10 zł');
    await announced('Nie wyszło.');
    const retry = command();
    const retried = runner.run(retry.sent);
    retry.answer({ html: PART('20 zł'), count: 2 });
    await retried;
    expect(view.notes).toEqual(new Map());
  });

  it('drop() aborts a command and forgets it, so its end tells nothing more', async () => {
    const runner = createCommandRunner(cart, view, report);
    const dropped = command();
    const done = runner.run(dropped.sent);
    const told = vi.spyOn(view, 'busy');
    runner.drop('amount:1');
    await done;
    expect(runner.keys()).toEqual([]);
    expect(told.mock.calls).toEqual([[[]]]);
    expect(dropped.failed).not.toHaveBeenCalled();
  });

  it('stop() aborts what is in flight, which then fails nothing', async () => {
    const runner = createCommandRunner(cart, view, report);
    const pending = command({ value: '5' });
    const done = runner.run(pending.sent);
    runner.stop();
    await done;
    expect(pending.signals[0]!.aborted).toBe(true);
    expect(pending.failed).not.toHaveBeenCalled();
    expect(view.notes).toEqual(new Map());
  });

  it('reports a mini cart that could not be refreshed, the cart change standing', async () => {
    smallcart = '';
    const runner = createCommandRunner(cart, view, report);
    const changed = command();
    const done = runner.run(changed.sent);
    changed.answer({ html: PART('20 zł'), count: 2 });
    await done;
    await waitFor(() => expect(report).toHaveBeenCalledWith('the mini cart could not be refreshed after a cart change', expect.any(ApiError)));
    expect(changed.failed).not.toHaveBeenCalled();
  });
});
