/**
 * Renders docs/events.md, the integrator's page of the public events and actions, from
 * shared/events/types.ts: every event in StorefrontEvents and every action of StorefrontActions must
 * have an entry here (a missing or extra one is a type error), and each detail field is described in
 * a table typed by its detail, so a field added or renamed there is a type error here too.
 */
import type { CartAddResult, StorefrontActions, StorefrontEventName, StorefrontEvents } from '../shared/events/types';

type Fields<T> = { [K in keyof T]-?: string };

interface EventEntry<K extends StorefrontEventName> {
  where: string;
  when: string;
  fields: Fields<StorefrontEvents[K]>;
  example: string;
}

const CART_ADD_RESULT: Fields<Extract<CartAddResult, { ok: true }>> & Fields<Extract<CartAddResult, { ok: false }>> = {
  ok: '`true` once AddCart answered, `false` otherwise',
  productName: 'with `ok: true`, the product as the shop named it',
  redirectTo: 'with `ok: true`, the page the shop sends the shopper to, when it does',
  message: "with `ok: false`, what the shopper was told; `''` when nothing was said (a listener cancelled it, or the island went away)",
};

const EVENTS: { [K in StorefrontEventName]: EventEntry<K> } = {
  'storefront:island': {
    where: 'the hook',
    when: "whenever its `data-island-state` settles: `mounted`; `failed` (its code could not load or start, or it crashed later); `invalid` (unknown name or bad attributes). The hook is marked before the event, and for `failed` and `invalid` the console line is logged before it. A chunk cut off because the shopper left the page is neither logged nor told.",
    fields: {
      name: 'the island (`data-island`)',
      state: '`mounted`, `failed` or `invalid`, as `data-island-state` now says',
      reason: "for `failed` and `invalid`, what went wrong: the words of the island's console line",
    },
    example: `document.addEventListener('storefront:island', (event) => {
  if (event.detail.name === 'gallery' && event.detail.state === 'mounted') event.target.classList.add('theme-gallery-ready');
});`,
  },
  'storefront:error': {
    where: 'the hook',
    when: 'once for each console line about an island: a bad attribute or unknown name, a chunk that failed (a page older than the installed release says so), a failed or malformed server call, a crash. A monitoring script needs nothing else; one that loads late reads what was reported before it from [`storefront.errors()`](#storefronterrors), and [Sending errors to the shop](#sending-errors-to-the-shop) does both in ten lines.',
    fields: {
      island: 'the island (`data-island`); for an action that failed where no hook of its island is on the page (the event is then on `<body>`), the action (`storefront.refreshMiniCart`); `freshness` when bringing the mini cart up to a change made in another tab or a later page failed (on the cart refresh area)',
      message: 'what went wrong: the console line without its island and element',
      call: 'when a server call failed or answered malformed, its name (`GetOptions`, `AddCart`, `smallcart`, `listing`, …); otherwise undefined',
      status: "that call's HTTP status when it was answered with one (`500`); undefined for a timeout, a network failure or a malformed answer",
      exceptionType: "the exception the server's method threw, as ASP.NET's error answer names it (`System.InvalidOperationException`); undefined when the answer named none: an error page (the framework refused the request, the message then says `the server answered with an error page`), a proxy's answer, no answer. This is how a shop tells its own code's failure from the rest",
      serverMessage: "that exception's message as the server wrote it (`Produkt 999 nie istnieje`), cut at 300 characters; for logs only: the islands never show it to a shopper, who sees the island's own message. The server's stack trace is never read",
      error: "the `Error` behind it, when there was one: its `stack` (mapped to `islands/…` and `shared/…` sources by the release's source maps, docs/deploy.md) and its `cause` chain (a failed call's error holds the HTTP error, which holds the `response`)",
      release: '`{ version, build }`: the release that reported it, as `storefront.version` and `storefront.build` say (after a deploy, an open page still runs the release it came with)',
    },
    example: `document.addEventListener('storefront:error', (event) => {
  const { island, message, call, status, exceptionType } = event.detail;
  if (call) navigator.sendBeacon('/monitoring', JSON.stringify({ island, call, status, exceptionType, message }));
});`,
  },
  'storefront:variant': {
    where: "the product options' hook (`product-options`)",
    when: 'once the variant the server answered for a choice has been painted (price, codes, availability and images show it). A choice replaced by a newer one before then, or one whose call failed, tells nothing.',
    fields: {
      productId: 'the product',
      optionId: "the variant's id; `-1` when no variant matches the chosen options",
      name: 'the product name for this variant',
      sku: 'its SKU',
      ean: 'its EAN',
      price: 'the gross price, a number (`1234.5`)',
      oldPrice: 'the gross price before the discount, a number; `null` when there is none',
      discountRate: 'the discount in whole percent; `0` when there is none',
      cartEnabled: 'whether this variant can be added to the cart',
      state: 'its availability: `{ text, color, description, days }` as the shop sent them (`color` a CSS colour such as `#1e7b34`, `days` a number)',
    },
    example: `document.addEventListener('storefront:variant', (event) => {
  const { sku, price, cartEnabled } = event.detail;
  window.dataLayer?.push({ event: 'view_variant', sku, price, available: cartEnabled });
});`,
  },
  'storefront:cart-add': {
    where: 'the add-to-cart form (the `add-to-cart` hook), or `document` for a `storefront.addToCart` of a product whose form is not on the page',
    when: "before AddCart is sent, once the option and quantity checks passed. **Cancelable**: `event.preventDefault()` sends nothing and leaves the form usable, with no message (show your own). Listen on the form, or on `document` with `{ capture: true }` to decide before any other listener.",
    fields: {
      productId: 'the product',
      optionId: 'the chosen variant; `-1` for a product without options',
      amount: 'the quantity, a whole number ≥ 1',
      addons: "the form's non-empty custom fields, `[{ key, value }]`",
      result: `a promise of how it ended; it always settles, never rejects. Its fields: ${Object.entries(CART_ADD_RESULT)
        .map(([name, what]) => `\`${name}\`: ${what}`)
        .join('; ')}. The round trip (request sent to answer) is also measured in User Timing as \`storefront:cart-add\`.`,
    },
    example: `// An age check before adding a product that needs one.
document.addEventListener('storefront:cart-add', (event) => {
  if (event.detail.productId === 17 && !confirm('Czy masz ukończone 18 lat?')) event.preventDefault();
}, { capture: true });
document.addEventListener('storefront:cart-add', async (event) => {
  const result = await event.detail.result;
  if (!result.ok && result.message) console.info('add to cart failed:', result.message);
});`,
  },
  'storefront:cart': {
    where: '`document`',
    when: 'once the mini cart shows a change to the cart: a product added (`source: "add"`), a change made on the cart page (`source: "cart-page"`), a theme script\'s `storefront.refreshMiniCart()` (`source: "refresh"`), or a change this page did not make: one made in another tab of the shop, caught up with when this page is shown (`source: "other-tab"`), or one made on a later page of this tab, caught up with when Back or Forward brings this page back, from the back/forward cache or the HTTP cache, or a prerendered page is shown (`source: "restored"`); on the cart page the `cart-page` island then reloads the page, since only the server can render a line added elsewhere. After an add or a cart-page change it also fires when refreshing the mini cart failed, since the cart changed all the same.',
    fields: {
      source: '`add`, `cart-page` or `refresh`: what on this page changed the cart; `other-tab` or `restored`: this page caught up with a change made elsewhere',
    },
    example: `// A free-delivery bar reading the mini cart's total (data-cart-total is the theme's own attribute).
document.addEventListener('storefront:cart', () => {
  const total = Number(document.querySelector('[data-cart-total]')?.getAttribute('data-cart-total') ?? 0);
  document.querySelector('.free-delivery')?.toggleAttribute('hidden', total >= 200);
});`,
  },
  'storefront:wishlist': {
    where: '`document`',
    when: 'after a product was saved to or taken off the wishlist (the cookie is written by then).',
    fields: {
      productId: 'the product',
      saved: '`true` when it was saved, `false` when it was taken off',
      ids: 'every product id on the wishlist now, oldest first',
    },
    example: `document.addEventListener('storefront:wishlist', (event) => {
  document.querySelector('.theme-wishlist-count').textContent = String(event.detail.ids.length);
});`,
  },
  'storefront:listing': {
    where: "the listing's hook (`listing-swap`)",
    when: 'when a filter, sort or page change starts swapping the listing in place.',
    fields: {
      url: 'the listing URL being shown, absolute',
      result: 'a promise that always settles: `{ ok: true, url }` once the new listing is on the page; `{ ok: false, url }` when the swap fell back to a full page load (settled before that load starts), a newer swap took its place, or the island went away',
    },
    example: `document.addEventListener('storefront:listing', async (event) => {
  const { ok, url } = await event.detail.result;
  if (ok) window.dataLayer?.push({ event: 'page_view', page_location: new URL(url, location.href).href });
});`,
  },
  'storefront:search': {
    where: "the search field's hook (`search-suggest`)",
    when: 'when suggestions are requested from the server for what the shopper typed.',
    fields: {
      query: 'the text asked for',
      result: 'a promise that always settles: `{ products, producers, categories }`, how many of each the suggestions show; `null` when none were shown for this query (a newer one came, the call failed, or the island went away). It settles as the answer is handed to the list, which React draws before the next paint',
    },
    example: `document.addEventListener('storefront:search', async (event) => {
  const shown = await event.detail.result;
  if (shown && shown.products === 0) window.dataLayer?.push({ event: 'search_no_results', query: event.detail.query });
});`,
  },
  'storefront:dialog': {
    where: '`document`',
    when: 'as a pop-up opens (once it is on the page) and as it is taken away. When one pop-up replaces another, the first one\'s close comes before the second one\'s open.',
    fields: {
      open: '`true` as it opens, `false` as it is taken away',
      title: "the pop-up's title, its accessible name",
      className:
        "the pop-up's own classes beside `sf-dialog`, which tell one pop-up from another: `sf-quick-add` for [quick add](hooks.md#quick-add) (the product's form; its `<dialog>` is `document.querySelector('dialog.sf-quick-add')` while it is open), `add-cart-dialog` for the confirmation after an add, `availability-dialog` for the availability notice's form, `sf-dialog--form` for a question form, `sf-dialog--message` for a message, `sf-lightbox` for the gallery's; `''` for a pop-up of your own `popup` hook",
    },
    example: `// Pause a chat widget's bubble while a pop-up is open.
document.addEventListener('storefront:dialog', (event) => {
  document.querySelector('.chat-bubble')?.toggleAttribute('hidden', event.detail.open);
  // Count how often a quick add opens, and for which product.
  if (event.detail.open && event.detail.className.split(' ').includes('sf-quick-add')) {
    const form = document.querySelector('dialog.sf-quick-add form[data-product-id]');
    window.dataLayer?.push({ event: 'quick_add_open', product_id: form?.getAttribute('data-product-id') });
  }
});`,
  },
};

/** Every action by the name a theme script calls it by, `wishlist.toggle` for the nested ones. */
type ActionName = Exclude<keyof StorefrontActions, 'wishlist'> | `wishlist.${keyof StorefrontActions['wishlist']}`;

interface ActionEntry {
  call: string;
  rules: string;
  resolves: string;
  example: string;
}

const ACTIONS: Record<ActionName, ActionEntry> = {
  version: {
    call: 'storefront.version',
    rules: "The release's version, semantic (`CHANGELOG.md` says what each changes for a theme). Not a promise.",
    resolves: 'a string: `"1.0.0"`',
    example: `if (window.storefront?.version.startsWith('1.')) initQuickView();`,
  },
  build: {
    call: 'storefront.build',
    rules: "The release's build id, as its `dist/manifest.json` says. Not a promise.",
    resolves: 'a string of 8 hex digits',
    example: `console.info('storefront', window.storefront.version, window.storefront.build);`,
  },
  errors: {
    call: 'storefront.errors()',
    rules: 'The `storefront:error` details reported since the page loaded, the last 50, oldest first: what a monitoring script that loads late would have missed. A copy each call; it never throws. Synchronous.',
    resolves: 'an array of `storefront:error` details (not a promise)',
    example: `for (const { island, message } of window.storefront.errors()) console.warn(island, message);`,
  },
  ready: {
    call: 'storefront.ready',
    rules: 'A promise, settled once boot has found every hook on the page and scheduled its wake (boot runs before `DOMContentLoaded`).',
    resolves: '`undefined`',
    example: `window.storefront.ready.then(() => console.info('storefront started'));`,
  },
  addToCart: {
    call: 'storefront.addToCart({ productId, optionId?, amount?, addons? })',
    rules:
      "The product form's own flow. When the product's form (`add-to-cart` hook) is on the page, its `data-has-options` applies: with options and no variant (`optionId` -1, or none chosen on the page when `optionId` is omitted), the form shows \"Proszę wybrać opcję produktu\" and nothing is sent; the form's island is woken to show that message and its busy button. One request per product at a time, whoever started it: a call while one is on its way sends nothing. `storefront:cart-add` (cancelable) before the request, on the form or, with no form on the page, on `document`. Then the confirmation pop-up (focus returns to the element focused at the call), the announcement, GA4's `add_to_cart`, the mini cart and `storefront:cart`; a failure shows and announces the island's message and is reported as `storefront:error`. Without the form (a listing, a quick view) an omitted `optionId` is -1 and the shop judges it. `amount` must be a whole number the form's quantity field takes, from its `quantity` hook's `data-min` to its `data-max` (1 and 999 when not given), and never more than 2147483647, what AddCart's `Amount` (an Int32) holds, form or not; any other rejects with a `TypeError` (`storefront.addToCart: amount must be a whole number from 1 to 999 (the product form's quantity), not 1000`) and sends nothing. Omitted, it is that `data-min`, else 1. `addons` defaults to none.",
    resolves: "the same result `storefront:cart-add` gives: `{ ok: true, productName, redirectTo? }` or `{ ok: false, message }` (`message` `''` when nothing was said: cancelled, or another add of that product on its way)",
    example: `// A "buy again" button of the theme's own.
button.addEventListener('click', async () => {
  const result = await window.storefront.addToCart({ productId: 3, amount: 2 });
  if (!result.ok && result.message) button.title = result.message;
});`,
  },
  refreshMiniCart: {
    call: 'storefront.refreshMiniCart()',
    rules: "Asks the shop for the mini cart again and shows it (after the theme's own call changed the cart), then `storefront:cart` with `source: \"refresh\"`. A newer refresh replaces an older one still on its way. A failure leaves the mini cart as it was and is reported as `storefront:error`.",
    resolves: '`true` once the mini cart shows the answer, `false` when the refresh failed',
    example: `await fetch('/promocja/prezent', { method: 'POST' });
await window.storefront.refreshMiniCart();`,
  },
  openQuestionForm: {
    call: 'storefront.openQuestionForm({ type, id?, title? })',
    rules: "A question-form trigger's flow: the loading indicator, FetchQuestionFormTemplate `{ type, id }` (`id` null when omitted), the form in the pop-up with its validation and captcha, then SendQuestionForm and the answer's pop-up; a failure is shown, announced and reported. The title defaults to \"Formularz\". Focus returns to the element focused at the call. A newer call drops a template still loading and closes the pop-up the older one opened.",
    resolves: '`undefined`, once the form (or why it could not be shown) is on screen',
    example: `chatWidget.onContactRequest(() => window.storefront.openQuestionForm({ type: 2, title: 'Napisz do nas' }));`,
  },
  'wishlist.ids': {
    call: 'storefront.wishlist.ids()',
    rules: 'Reads the wishlist as the cookie keeps it.',
    resolves: 'the product ids, oldest first',
    example: `const ids = await window.storefront.wishlist.ids();`,
  },
  'wishlist.toggle': {
    call: 'storefront.wishlist.toggle(productId, { name?, url? })',
    rules: "A wishlist toggle's change: the product is saved, or taken off when it was saved (at most 20, the oldest dropped); the cookie is written, every toggle of the product on the page and the wishlist box follow, the change is announced and `storefront:wishlist` tells of it. `name` and `url` (an address on this site) let the box list the product and the announcement name it; omitted, they are read off a toggle of the product on the page.",
    resolves: '`{ saved, ids }`: whether the product is saved now, and every id saved, oldest first',
    example: `const { saved } = await window.storefront.wishlist.toggle(3, { name: 'Namiot Żubr', url: '/produkt/3-namiot-zubr' });
heart.setAttribute('aria-pressed', String(saved));`,
  },
};

/** The ten-line recipe of "Sending errors to the shop"; e2e/error-beacon.spec.ts runs it as it is written. */
export const ERROR_BEACON_RECIPE = `// Every storefront error to the shop's endpoint, those reported before this script loaded included.
const sendError = ({ island, message, call, status, exceptionType, error, release }) =>
  navigator.sendBeacon('/api/storefront-errors', JSON.stringify({
    island, message, call, status, exceptionType, release, page: location.pathname,
    stack: error?.stack,
    cause: error?.cause instanceof Error ? error.cause.stack : undefined,
  }));
window.storefront?.errors().forEach(sendError);
document.addEventListener('storefront:error', (event) => sendError(event.detail));`;

const fieldList = (fields: Record<string, string>) => Object.entries(fields).map(([name, what]) => `- \`${name}\`: ${what}`);

export function renderEventsDoc(): string {
  return [
    '<!-- Generated by `npm run docs` from scripts/events-doc.ts; edit that file, not this one. -->',
    '# Events and actions for theme scripts',
    '',
    "Your own scripts (a tag manager, a monitoring script, a theme widget) can follow the storefront without watching the DOM, and act through it without copying its code ([actions](#actions) on `window.storefront`). It dispatches `CustomEvent`s named `storefront:*` that bubble, so one listener on `document` hears them all. `detail` carries data, never HTML. The names and `detail` types are in `shared/events/types.ts`, and the build emits them as `dist/storefront-events.d.ts`: a theme written in TypeScript copies that file beside its sources and gets each listener's `detail` typed by the event's name ([`examples/theme-script.ts`](../examples/theme-script.ts) shows how, and a test compiles it).",
    '',
    "- A working example: the fixture shop's theme script, [`fixtures/public/theme-script.js`](../fixtures/public/theme-script.js), loaded on the product and cart pages of its first theme: a free-delivery bar kept current from `storefront:cart`, an age check that cancels `storefront:cart-add`, and an error counter fed by `storefront:error`.",
    '- A listener that throws does not break the island: the browser reports its error as it does for any listener.',
    "- User Timing: each island's wake is measured as `storefront:<island>` (from the moment it starts loading to mounted), and each add to cart's round trip as `storefront:cart-add`. DevTools' Performance panel shows them, and a `PerformanceObserver` for `measure` entries reads them in the field.",
    '',
    '| event | fires on | when |',
    '|---|---|---|',
    ...Object.entries(EVENTS).map(([name, entry]) => `| [\`${name}\`](#${name.replace(':', '')}) | ${entry.where} | ${entry.when.split('. ')[0]!.replace(/\.$/, '')} |`),
    '',
    ...Object.entries(EVENTS).flatMap(([name, entry]) => [`## ${name}`, '', `On ${entry.where}, ${entry.when}`, '', '`detail`:', '', ...fieldList(entry.fields), '', '```js', entry.example, '```', '']),
    '# Actions',
    '',
    "Boot defines `window.storefront` before `DOMContentLoaded`: actions your scripts may call, each following the rules of the island that owns it, so the shopper sees and hears what the island's own controls would give them, and theme scripts hear the same events. Boot holds only their names: their code (one chunk) arrives at the first call of any of them, and calls made before it arrived wait for it, in order (120 s, then one retry, like every chunk). Each returns a promise that rejects only when an argument is wrong, with a `TypeError` naming it (`storefront.addToCart: productId must be a positive whole number, not \"3\"`) and nothing sent, or when that code could not be loaded. The types are in the same `dist/storefront-events.d.ts`, on `Window`.",
    '',
    '| action | resolves with |',
    '|---|---|',
    ...Object.values(ACTIONS).map((action) => `| [\`${action.call}\`](#${action.call.replace(/\(.*$/, '').replace(/\./g, '').toLowerCase()}) | ${action.resolves} |`),
    '',
    ...Object.values(ACTIONS).flatMap((action) => [`## ${action.call.replace(/\(.*$/, '')}`, '', `\`${action.call}\``, '', action.rules, '', `Resolves with ${action.resolves}.`, '', '```js', action.example, '```', '']),
    '# Sending errors to the shop',
    '',
    "What fails in shoppers' browsers reaches the shop this way: a script of the theme's, loaded anywhere on the page, sends each `storefront:error` to an endpoint of the shop's with `navigator.sendBeacon` (which survives the page being left), those reported before it loaded included. Point the source maps of the release at the stacks to read them as `islands/…` and `shared/…` lines.",
    '',
    '```js',
    ERROR_BEACON_RECIPE,
    '```',
    '',
  ].join('\n');
}
