// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { CartAddEventDetail } from '../../shared/events/types';
import { announceCartAdd } from './cart-add-event';

const REQUEST = { Amount: 2, ProductId: 5, OptionId: 10017, addons: [{ key: 'grawer', value: 'Dla Ani' }] };

function listen(form: HTMLFormElement, cancel: boolean): CartAddEventDetail[] {
  const heard: CartAddEventDetail[] = [];
  form.addEventListener('storefront:cart-add', (event) => {
    heard.push(event.detail);
    if (cancel) event.preventDefault();
  });
  return heard;
}

describe('announceCartAdd', () => {
  it('tells theme scripts on the form what is about to be sent, and hands back what settles its result', async () => {
    const form = document.createElement('form');
    const heard = listen(form, false);
    const settle = announceCartAdd(form, REQUEST);
    expect(heard).toEqual([{ productId: 5, optionId: 10017, amount: 2, addons: [{ key: 'grawer', value: 'Dla Ani' }], result: expect.any(Promise) }]);
    settle!({ ok: true, productName: 'Kubek' });
    settle!({ ok: false, message: '' });
    await expect(heard[0]!.result).resolves.toEqual({ ok: true, productName: 'Kubek' });
  });

  it('returns null when a listener cancels it, its result settled with nothing said', async () => {
    const form = document.createElement('form');
    const heard = listen(form, true);
    expect(announceCartAdd(form, REQUEST)).toBeNull();
    await expect(heard[0]!.result).resolves.toEqual({ ok: false, message: '' });
  });

  it('bubbles to the document, where a theme script may listen for every form', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const targets: EventTarget[] = [];
    const onAdd = (event: Event) => targets.push(event.target!);
    document.addEventListener('storefront:cart-add', onAdd);
    announceCartAdd(form, REQUEST);
    document.removeEventListener('storefront:cart-add', onAdd);
    expect(targets).toEqual([form]);
  });
});
