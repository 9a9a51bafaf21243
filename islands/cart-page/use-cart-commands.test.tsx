// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type CartPartResponse } from '../../shared/api';
import { stubFetch } from '../../test-support/fake-fetch';
import { heardEvents } from '../../test-support/heard-events';
import type { ApplyOptions, ApplyResult } from './apply-cart-part';
import { useCartCommands, type CartCommand } from './use-cart-commands';

const PART = (total: string) => `<ul><li data-line-id="1"><form><button type="submit">Zmień</button></form><p data-cart-refresh="line-total-1">${total}</p></li></ul><p data-cart-total>${total}</p>`;

let cart: HTMLElement;
let report: ReturnType<typeof vi.fn<(problem: string, cause?: unknown) => void>>;
let answered: ReturnType<typeof vi.fn<(result: ApplyResult, kept: ApplyOptions) => void>>;
let smallcart: string;
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
    keep: () => ({}),
    succeeded: (result) => `Zmieniono. Do zapłaty ${result.total}.`,
    failed,
    ...overrides,
  };
  return { sent, signals, failed, answer: (part: CartPartResponse) => answer(part), fail: (error: unknown) => fail(error) };
}

const mount = () => renderHook(() => useCartCommands(cart, report, answered), { wrapper: StrictMode });

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/koszyk'));
  smallcart = '<a data-cart-count="2">Koszyk: 2</a>';
  stubFetch(async () => new Response(smallcart));
  document.body.innerHTML = `<div data-cart-refresh-area></div><div id="cart">${PART('10 zł')}</div>`;
  cart = document.getElementById('cart')!;
  report = vi.fn<(problem: string, cause?: unknown) => void>();
  answered = vi.fn<(result: ApplyResult, kept: ApplyOptions) => void>();
});

describe('useCartCommands', () => {
  it('renders the keys in flight, applies the answer and the mini cart, tells what it held, and announces', async () => {
    const told = heardEvents('storefront:cart');
    const { result } = mount();
    const first = command();
    let done!: Promise<void>;
    act(() => void (done = result.current.run(first.sent)));
    expect(result.current.keys).toEqual(['amount:1']);
    first.answer({ html: PART('20 zł'), count: 2 });
    await act(() => done);
    expect(cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent).toBe('20 zł');
    expect(answered).toHaveBeenCalledWith({ removedLineIds: [], emptyCart: null, total: '20 zł', savedPoint: null }, {});
    expect(result.current.keys).toEqual([]);
    await announced('Zmieniono. Do zapłaty 20 zł.');
    await waitFor(() => expect(document.querySelector('[data-cart-refresh-area]')!.textContent).toBe('Koszyk: 2'));
    // Theme scripts hear the change once the mini cart shows it too.
    await waitFor(() => expect(told.map((event) => event.detail)).toEqual([{ source: 'cart-page' }]));
  });

  it('does not send the same value twice, and aborts an older value for the same key', async () => {
    const { result } = mount();
    const first = command();
    act(() => void result.current.run(first.sent));
    const again = command();
    await act(() => result.current.run(again.sent));
    expect(again.signals).toEqual([]);
    const newer = command({ value: '3' });
    let done!: Promise<void>;
    act(() => void (done = result.current.run(newer.sent)));
    expect(first.signals[0]!.aborted).toBe(true);
    expect(result.current.keys).toEqual(['amount:1']);
    newer.answer({ html: PART('30 zł'), count: 3 });
    await act(() => done);
    expect(first.failed).not.toHaveBeenCalled();
    expect(result.current.keys).toEqual([]);
  });

  it('on failure: puts back, notes it by the anchor and says it aloud, reports; a later success takes the note away', async () => {
    const { result } = mount();
    const failing = command();
    let done!: Promise<void>;
    act(() => void (done = result.current.run(failing.sent)));
    const cause = new ApiError('cartAmount', 'http', 'cartAmount: HTTP 500', { status: 500 });
    failing.fail(cause);
    await act(() => done);
    expect(failing.failed).toHaveBeenCalledTimes(1);
    expect(result.current.notes).toEqual(new Map([['1', 'Nie wyszło.']]));
    expect(report).toHaveBeenCalledWith('cart command "amount:1" failed; the cart stays as it was', cause);
    expect(cart.querySelector('[data-cart-refresh="line-total-1"]')!.textContent).toBe('10 zł');
    await announced('Nie wyszło.');
    const retry = command();
    act(() => void (done = result.current.run(retry.sent)));
    retry.answer({ html: PART('20 zł'), count: 2 });
    await act(() => done);
    expect(result.current.notes).toEqual(new Map());
  });

  it('drop() aborts a command and forgets it, so its end fails nothing', async () => {
    const { result } = mount();
    const dropped = command();
    let done!: Promise<void>;
    act(() => void (done = result.current.run(dropped.sent)));
    act(() => result.current.drop('amount:1'));
    await act(() => done);
    expect(result.current.inFlight()).toEqual([]);
    expect(result.current.keys).toEqual([]);
    expect(dropped.failed).not.toHaveBeenCalled();
  });

  it('unmounting aborts what is in flight, which then fails nothing', async () => {
    const { result, unmount } = mount();
    const pending = command({ value: '5' });
    let done!: Promise<void>;
    act(() => void (done = result.current.run(pending.sent)));
    unmount();
    await done;
    expect(pending.signals[0]!.aborted).toBe(true);
    expect(pending.failed).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a mini cart that could not be refreshed, the cart change standing', async () => {
    smallcart = '';
    const { result } = mount();
    const changed = command();
    let done!: Promise<void>;
    act(() => void (done = result.current.run(changed.sent)));
    changed.answer({ html: PART('20 zł'), count: 2 });
    await act(() => done);
    await waitFor(() => expect(report).toHaveBeenCalledWith('the mini cart could not be refreshed after a cart change', expect.any(ApiError)));
    expect(changed.failed).not.toHaveBeenCalled();
  });
});
