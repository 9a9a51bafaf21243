/**
 * An example theme script written in TypeScript against dist/storefront-events.d.ts (issue 29): the
 * listeners get each event's `detail` typed by its name, and `window.storefront`'s actions their
 * arguments and results, with nothing imported at run time. A theme copies the .d.ts next to its
 * sources and imports its types as here. scripts/event-types.test.ts
 * compiles this file against the file the build emits, strictly.
 */
import type { CartAddResult, StorefrontEventName } from '../dist/storefront-events';

interface Analytics {
  push(entry: Record<string, unknown>): void;
}
declare const analytics: Analytics;

// While the theme is being built: the product events, logged as they come.
const logged: StorefrontEventName[] = ['storefront:variant', 'storefront:cart-add', 'storefront:cart'];
for (const name of logged) document.addEventListener(name, (event) => console.debug(name, event.detail));

document.addEventListener('storefront:island', (event) => {
  if (event.detail.state !== 'mounted') analytics.push({ event: 'island_down', island: event.detail.name, reason: event.detail.reason ?? '' });
});

document.addEventListener('storefront:error', (event) => {
  const { island, message, call, status } = event.detail;
  if (call !== undefined) navigator.sendBeacon('/monitoring', JSON.stringify({ island, message, call, status: status ?? 0 }));
});

document.addEventListener('storefront:variant', (event) => {
  const { sku, price, oldPrice, state } = event.detail;
  const saving: number = oldPrice === null ? 0 : oldPrice - price;
  analytics.push({ event: 'view_variant', sku, price, saving, days: state.days });
});

document.addEventListener(
  'storefront:cart-add',
  (event) => {
    const { productId, amount, addons } = event.detail;
    if (productId === 14 && amount > 1 && addons.length === 0) event.preventDefault();
    void event.detail.result.then((result: CartAddResult) => {
      analytics.push(result.ok ? { event: 'add_to_cart', name: result.productName, redirect: result.redirectTo ?? '' } : { event: 'add_to_cart_failed', message: result.message });
    });
  },
  { capture: true },
);

document.addEventListener('storefront:cart', (event) => analytics.push({ event: 'cart_changed', source: event.detail.source }));

document.addEventListener('storefront:wishlist', (event) => {
  const count: number = event.detail.ids.length;
  analytics.push({ event: event.detail.saved ? 'wishlist_add' : 'wishlist_remove', productId: event.detail.productId, count });
});

document.addEventListener('storefront:listing', async (event) => {
  const { ok, url } = await event.detail.result;
  if (ok) analytics.push({ event: 'page_view', url });
});

document.addEventListener('storefront:search', async (event) => {
  const shown = await event.detail.result;
  if (shown !== null && shown.products === 0) analytics.push({ event: 'search_no_results', query: event.detail.query });
});

document.addEventListener('storefront:dialog', (event) => {
  document.documentElement.classList.toggle('theme-dialog-open', event.detail.open);
  if (event.detail.open) analytics.push({ event: 'dialog', title: event.detail.title });
});

// A "buy again" button of the theme's own, in the order history: the storefront's add to cart, with
// its option check, pop-up and mini cart. A message the storefront did not show is shown here.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-buy-again]') : null;
  if (!button) return;
  window.storefront.addToCart({ productId: Number(button.dataset.buyAgain), amount: 1 }).then(
    (result) => {
      if (!result.ok && result.message) button.title = result.message;
    },
    (error: TypeError) => console.warn(error.message),
  );
});

// After a call of the theme's own changed the cart (a promotion's free gift), the mini cart catches up.
async function addFreeGift(): Promise<void> {
  await fetch('/promocja/prezent', { method: 'POST' });
  if (!(await window.storefront.refreshMiniCart())) console.warn('the mini cart shows the cart as it was');
}

// A heart of the theme's own in its quick view, and the shop's contact form from its chat widget.
async function quickViewHeart(productId: number, name: string, url: string): Promise<boolean> {
  const { saved, ids } = await window.storefront.wishlist.toggle(productId, { name, url });
  analytics.push({ event: saved ? 'wishlist_add' : 'wishlist_remove', count: ids.length });
  return saved;
}
const openContactForm = (): Promise<void> => window.storefront.openQuestionForm({ type: 2, title: 'Napisz do nas' });

void window.storefront.ready.then(async () => {
  const saved = await window.storefront.wishlist.ids();
  document.documentElement.dataset.wishlistCount = String(saved.length);
  Object.assign(window, { addFreeGift, quickViewHeart, openContactForm });
});
