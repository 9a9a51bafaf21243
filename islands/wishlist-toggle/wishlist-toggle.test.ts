// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WISHLIST_COOKIE } from '../../shared/constants';
import { ANNOUNCE_FILL_DELAY_MS } from '../../shared/ui/announce';
import { testContext } from '../test-context';
import { toggleMessage } from './messages';

const card = (id: number, name: string) =>
  `<form class="wishlist-form" data-island="wishlist-toggle" data-product-id="${id}" data-product-name="${name}" data-product-url="/produkt/${id}"><button class="wishlist-toggle" aria-pressed="false">♡</button></form>`;

async function load(cookie?: string) {
  if (cookie !== undefined) document.cookie = `${WISHLIST_COOKIE}=${encodeURIComponent(cookie)}; Path=/`;
  vi.resetModules();
  const { default: toggle } = await import('./wishlist-toggle');
  const { wishlist } = await import('../../shared/state/wishlist');
  return { toggle, wishlist };
}

describe('toggleMessage', () => {
  it('says in Polish what happened', () => {
    expect(toggleMessage('added', 'Namiot', 2, false)).toBe('Dodano do schowka: Namiot. W schowku: 2.');
    expect(toggleMessage('removed', 'Namiot', 0, false)).toBe('Usunięto ze schowka: Namiot. W schowku: 0.');
    expect(toggleMessage('added', 'Namiot', 20, true)).toBe('Dodano do schowka: Namiot. W schowku: 20. Schowek mieści 20 produktów, więc usunięto najdawniej dodany.');
  });
});

describe('wishlist-toggle island', () => {
  afterEach(() => {
    document.cookie = `${WISHLIST_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    vi.useRealTimers();
  });

  it('toggles without a form post; every toggle of the product, asleep or not, follows; the change is announced', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = card(3, 'Namiot') + card(3, 'Namiot') + card(4, 'Kubek');
    const { toggle, wishlist } = await load();
    const hooks = [...document.querySelectorAll<HTMLElement>('.wishlist-form')];
    toggle.mount(hooks[0]!, { productId: 3, productName: 'Namiot', productUrl: '/produkt/3' }, testContext(hooks[0]!));
    const submit = new Event('submit', { cancelable: true });
    hooks[0]!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(wishlist.value.map((e) => e.id)).toEqual([3]);
    const pressed = () => hooks.map((hook) => hook.querySelector('button')!.getAttribute('aria-pressed'));
    expect(pressed()).toEqual(['true', 'true', 'false']);
    expect(hooks[1]!.querySelector('button')!.textContent).toBe('♥');
    vi.advanceTimersByTime(ANNOUNCE_FILL_DELAY_MS);
    expect(document.querySelector('[data-sf-announcer]')!.textContent).toBe('Dodano do schowka: Namiot. W schowku: 1.');
    hooks[0]!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(pressed()).toEqual(['false', 'false', 'false']);
  });

  it('reports instead of throwing when the id is unusable', async () => {
    document.body.innerHTML = card(1, 'X');
    const { toggle } = await load();
    const hook = document.querySelector<HTMLElement>('.wishlist-form')!;
    const context = testContext(hook);
    toggle.mount(hook, { productId: 0, productName: 'X', productUrl: '/x' }, context);
    hook.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(context.report).toHaveBeenCalledWith('could not change the wishlist', expect.any(RangeError));
  });
});
