// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../../shared/constants';
import { announcement } from '../../shared/state/announcement';
import { cookieConsent, giveConsent } from '../../shared/state/consent';
import { clearViewed, recentlyViewed, reloadViewed } from '../../shared/state/recently-viewed';
import { ANNOUNCE_FILL_DELAY_MS } from '../../shared/ui/announce';
import { settleAdoptedNodes } from '../../test-support/settle-adopted-nodes';
import { renderIsland } from '../../test-support/test-context';
import * as island from './RecentlyViewed';
import { recentlyViewedSchema } from './schema';

const TEMPLATE = '<template id="recent-card"><li class="card"><a class="card__link" data-recent-link><img data-recent-image src="/dane/small/x.png" alt=""><span data-recent-name></span></a></li></template>';
const HOOK = (attributes = '', region = '') =>
  `<main><p>Treść</p></main><div data-island="recently-viewed" data-card-template="recent-card" data-product-path="/produkt/"${attributes}>` +
  `<section class="recent" aria-labelledby="recent-heading" data-recent-region hidden><h2 id="recent-heading">Ostatnio oglądane</h2>\n<ul class="recent__list" data-recent-list></ul>${region}</section>${TEMPLATE}</div>`;
const ON_PRODUCT_3 = ' data-product-id="3" data-product-name="Namiot Żubr" data-product-url="/produkt/3-namiot-zubr" data-product-image="/dane/small/p-03-a.png"';

const hook = () => document.querySelector<HTMLElement>('[data-island]')!;
const props = () => {
  const element = hook();
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(recentlyViewedSchema)) {
    const raw = element.dataset[key];
    values[key] = raw === undefined ? spec.fallback : spec.read(raw);
  }
  return values as Parameters<typeof island.read>[1];
};
const mount = () => renderIsland(island, hook(), props());
const store = (entries: unknown) => localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, typeof entries === 'string' ? entries : JSON.stringify(entries));
const viewed = (id: number, extra: object = {}) => ({ id, name: `Produkt ${id}`, url: `/produkt/${id}-p`, image: `/dane/small/p-${id}.png`, at: Date.now() - id * 1000, ...extra });
const cards = () => within(screen.getByRole('region', { name: 'Ostatnio oglądane' })).getAllByRole('listitem').map((li) => `${li.textContent}→${li.querySelector('a')?.getAttribute('href')}`);

describe('recently-viewed island', () => {
  beforeEach(() => {
    document.cookie = 'cookie_privacy_on=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    cookieConsent.value = false;
    clearViewed();
  });
  afterEach(() => vi.useRealTimers());

  it('draws nothing, the region left hidden, while no product was viewed', () => {
    document.body.innerHTML = HOOK();
    const before = hook().innerHTML;
    mount();
    expect(screen.queryByRole('region')).toBeNull();
    expect(hook().querySelector('section')!.hidden).toBe(true);
    expect(hook().innerHTML).toBe(before);
  });

  it('shows the stored products newest first in the theme\'s card, without the page\'s own product, names as text', async () => {
    store([viewed(1), viewed(3), viewed(2, { name: '<img src=x onerror=alert(1)>' })]);
    reloadViewed();
    document.body.innerHTML = HOOK(ON_PRODUCT_3);
    mount();
    await settleAdoptedNodes();
    expect(cards()).toEqual(['Produkt 1→/produkt/1-p', '<img src=x onerror=alert(1)>→/produkt/2-p']);
    expect(hook().querySelectorAll('img')).toHaveLength(2);
    expect(hook().querySelector('li')!.className).toBe('card');
    expect(hook().querySelector('li img')!.getAttribute('src')).toBe('/dane/small/p-1.png');
  });

  it('leaves out a tampered entry and one outside its product path, and links nothing foreign', async () => {
    store([viewed(1, { url: 'javascript:alert(1)' }), viewed(2, { url: '/motyw-2/produkt/2-p' }), viewed(4), viewed(5, { image: 'https://evil.example/x.png' })]);
    reloadViewed();
    document.body.innerHTML = HOOK();
    mount();
    await settleAdoptedNodes();
    expect(cards()).toEqual(['Produkt 4→/produkt/4-p']);
  });

  it('notes the page\'s product only once the shopper accepts cookies, at once when they do', () => {
    document.body.innerHTML = HOOK(ON_PRODUCT_3);
    mount();
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();
    act(() => giveConsent());
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)!)).toEqual([expect.objectContaining({ id: 3, name: 'Namiot Żubr', url: '/produkt/3-namiot-zubr', image: '/dane/small/p-03-a.png' })]);
    // Its own product is never shown on its page.
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('follows another tab through the storage event', async () => {
    document.body.innerHTML = HOOK();
    mount();
    store([viewed(7)]);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_STORAGE_KEY })));
    await settleAdoptedNodes();
    expect(cards()).toEqual(['Produkt 7→/produkt/7-p']);
    localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_STORAGE_KEY })));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('catches up when the back/forward cache brings the page back: what was viewed meanwhile, its own product first again', async () => {
    giveConsent();
    document.body.innerHTML = HOOK(ON_PRODUCT_3);
    mount();
    store([viewed(5, { at: Date.now() }), ...JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)!)]);
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    await settleAdoptedNodes();
    expect(cards()).toEqual(['Produkt 5→/produkt/5-p']);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)!).map((e: { id: number }) => e.id)).toEqual([3, 5]);
  });

  it('clears by keyboard with its own button: the list goes, the focus stays where it was, and it is announced', async () => {
    store([viewed(1)]);
    reloadViewed();
    document.body.innerHTML = HOOK();
    mount();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Wyczyść ostatnio oglądane' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(recentlyViewed.value).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();
    expect(document.activeElement).toBe(hook());
    await vi.waitFor(() => expect(announcement.value).toBe('Wyczyszczono listę ostatnio oglądanych produktów.'), { timeout: ANNOUNCE_FILL_DELAY_MS * 10 });
  });

  it('uses the theme\'s own clear button, and leaves the hook as it came when it goes', async () => {
    store([viewed(1)]);
    reloadViewed();
    document.body.innerHTML = HOOK('', '<button type="button" data-recent-clear>Wyczyść</button>');
    const before = hook().outerHTML;
    const { unmount } = mount();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wyczyść' }));
    expect(screen.queryByRole('region')).toBeNull();
    act(unmount);
    await settleAdoptedNodes();
    expect(hook().outerHTML).toBe(before);
  });

  it('read() names what is wrong with the hook\'s markup', () => {
    document.body.innerHTML = HOOK();
    expect(() => island.read(hook(), { ...props(), productPath: 'produkt' })).toThrow('must be a path');
    expect(() => island.read(hook(), { ...props(), productId: 3, productName: null })).toThrow('data-product-name');
    expect(() => island.read(hook(), { ...props(), productId: 3, productName: 'x', productUrl: 'https://evil.example/produkt/3' })).toThrow('not a path of this shop');
    document.querySelector('template')!.innerHTML = '<div><a data-recent-link></a></div>';
    expect(() => island.read(hook(), props())).toThrow('must hold one <li>');
    document.querySelector('template')!.innerHTML = '<li><a data-recent-link></a></li>';
    expect(() => island.read(hook(), props())).toThrow('[data-recent-name]');
    hook().querySelector('[data-recent-region]')!.removeAttribute('data-recent-region');
    expect(() => island.read(hook(), props())).toThrow('[data-recent-region]');
  });
});
