/**
 * The storefront's public contract (issue 29): every `storefront:*` CustomEvent a theme's own scripts
 * may listen to, by name, with the type of its `detail`, and the actions they may call on
 * `window.storefront`; everything else in the storefront is internal. It stands alone, importing
 * nothing, since the build emits it as the theme's `dist/storefront-events.d.ts`. Every event
 * bubbles; each says where it is dispatched. Details carry data, never HTML.
 */

/** Where an island has settled: on its hook as `data-island-state`, and in `storefront:island`. */
export type SettledState = 'mounted' | 'failed' | 'invalid';

/** `storefront:island`, on the hook, whenever its `data-island-state` settles. */
export interface IslandEventDetail {
  /** The island's name (`data-island`). */
  name: string;
  state: SettledState;
  /** For `failed` and `invalid`: what went wrong, as the island's console line says it. */
  reason?: string;
}

/**
 * `storefront:error`, on the hook, once for each line the console reports about an island; for an
 * action that failed where no hook of its island is on the page, on `<body>`.
 */
export interface ErrorEventDetail {
  /** The island's name (`data-island`); for such an action, the action's (`storefront.refreshMiniCart`). */
  island: string;
  /** What went wrong: the console line without its island and element. */
  message: string;
  /** The server call that failed or answered malformed (its name in the spec, e.g. `GetOptions`). */
  call?: string;
  /** The HTTP status, when that call was answered with an error status. */
  status?: number;
  /**
   * The exception the server's method threw, as ASP.NET names it in its error answer
   * (`System.InvalidOperationException`), when it said one. Absent for an error page, a proxy's
   * answer or no answer at all: that absence is how a shop tells its code's failure from the rest.
   */
  exceptionType?: string;
  /**
   * That exception's message, as the server wrote it (cut at 300 characters), for logs and monitoring
   * only: it may hold the server's internals, and the islands never show it to a shopper.
   */
  serverMessage?: string;
  /**
   * The Error behind it, when there was one: its `stack`, and its `cause` chain down to what the
   * browser or the server said (a failed call's ApiError holds the HTTP error, which holds the response).
   */
  error?: Error;
  /**
   * The release that reported it, as `storefront.version` and `storefront.build` say: boot adds it,
   * on `window`, before any listener hears the event (one dispatched on an element out of the page
   * does not reach it).
   */
  release: Release;
}

/** A release of the storefront: its version (semantic, CHANGELOG.md) and the id of its build (dist/manifest.json). */
export interface Release {
  version: string;
  build: string;
}

/** `storefront:variant`, on the product options' hook, after a variant answer is shown. */
export interface VariantEventDetail {
  productId: number;
  optionId: number;
  name: string;
  sku: string;
  ean: string;
  price: number;
  /** null when the variant has no old price. */
  oldPrice: number | null;
  /** Whole percent; 0 when there is no discount. */
  discountRate: number;
  cartEnabled: boolean;
  state: { text: string; color: string; description: string; days: number };
}

/** What became of an add to cart: `storefront:cart-add`'s `result`. */
export type CartAddResult = { ok: true; productName: string; redirectTo?: string } | { ok: false; message: string };

/**
 * `storefront:cart-add`, on the add-to-cart form, before the request; cancelable: `preventDefault()`
 * sends nothing and leaves the form usable.
 */
export interface CartAddEventDetail {
  productId: number;
  optionId: number;
  amount: number;
  /** The form's non-empty custom fields, as AddCart carries them. */
  addons: readonly { key: string; value: string }[];
  result: Promise<CartAddResult>;
}

/** `storefront:cart`, on `document`, after the mini cart or the cart page changed. */
export interface CartEventDetail {
  /**
   * What changed the cart: this page (`add`, `cart-page`, a theme's `refresh`); or a change this page
   * caught up with when it was shown: made in another tab of the shop (`other-tab`), or on a later
   * page of this tab, this one brought back by Back or Forward or shown from a prerender (`restored`).
   */
  source: 'add' | 'cart-page' | 'refresh' | 'other-tab' | 'restored';
}

/** `storefront:wishlist`, on `document`, after a product was saved or taken off the wishlist. */
export interface WishlistEventDetail {
  productId: number;
  saved: boolean;
  ids: readonly number[];
}

/** `storefront:listing`, on the listing's hook, when a page-part swap starts. */
export interface ListingEventDetail {
  url: string;
  /** ok false when the swap fell back to a full page load, or a newer swap took its place. */
  result: Promise<{ ok: boolean; url: string }>;
}

/** `storefront:search`, on the search field's hook, when suggestions are requested. */
export interface SearchEventDetail {
  query: string;
  /** How many of each the suggestions show; null when none were shown for this query (a newer one came, or the call failed). */
  result: Promise<{ products: number; producers: number; categories: number } | null>;
}

/** `storefront:dialog`, on `document`, when a pop-up opens or closes. */
export interface DialogEventDetail {
  open: boolean;
  title: string;
  /** The pop-up's own classes beside `sf-dialog` (`sf-quick-add`, `add-cart-dialog`): which pop-up it is. */
  className: string;
}

/** Every public event by name: its `detail`. */
export interface StorefrontEvents {
  'storefront:island': IslandEventDetail;
  'storefront:error': ErrorEventDetail;
  'storefront:variant': VariantEventDetail;
  'storefront:cart-add': CartAddEventDetail;
  'storefront:cart': CartEventDetail;
  'storefront:wishlist': WishlistEventDetail;
  'storefront:listing': ListingEventDetail;
  'storefront:search': SearchEventDetail;
  'storefront:dialog': DialogEventDetail;
}

export type StorefrontEventName = keyof StorefrontEvents;

/** Each event as a listener receives it. */
export type StorefrontEventMap = { [K in StorefrontEventName]: CustomEvent<StorefrontEvents[K]> };

// Listeners on any element, the document or the window get the typed event:
// `document.addEventListener('storefront:error', (event) => event.detail.call)`.
// Theme scripts reach the actions as `window.storefront` (or `storefront`).
declare global {
  interface GlobalEventHandlersEventMap extends StorefrontEventMap {}
  interface Window {
    storefront: StorefrontActions;
  }
}

/** `storefront.addToCart`'s argument. */
export interface AddToCartOptions {
  /** A positive whole number. */
  productId: number;
  /**
   * The variant; -1 for none. Omitted: the variant chosen on the page for this product when its form
   * is there, else -1.
   */
  optionId?: number;
  /**
   * A whole number within the product form's quantity bounds (its quantity hook's data-min and
   * data-max), at most 2147483647 (AddCart's Int32); omitted, that data-min, else 1.
   */
  amount?: number;
  /** Custom fields, as AddCart carries them. */
  addons?: readonly { key: string; value: string }[];
}

/** `storefront.openQuestionForm`'s argument: what a question-form trigger's attributes say. */
export interface QuestionFormOptions {
  /** The form type, a positive whole number. */
  type: number;
  /** What the form is about (a product, say); omitted or null when about no one thing. */
  id?: number | null;
  /** The pop-up's title; "Formularz" when omitted. */
  title?: string;
}

/** What `storefront.wishlist.toggle` resolves with: whether the product is now saved, and every id saved, oldest first. */
export interface WishlistState {
  saved: boolean;
  ids: number[];
}

/**
 * `window.storefront`, defined by boot (so from `DOMContentLoaded` on): actions a theme script may
 * call, each following the rules of the island that owns it. Each returns a promise that rejects
 * only on a bad argument (a TypeError naming it; nothing is sent) or when the action's code could not
 * be loaded. That code arrives on the first call of any action; calls made before it did wait for it
 * (120 s, one retry, like every chunk). In a browser older than the storefront supports (README,
 * "Browsers") boot defines nothing: check for `window.storefront` before calling it.
 */
export interface StorefrontActions extends Release {
  /** Settled once boot has found every hook on the page and scheduled its wake. */
  ready: Promise<void>;
  /**
   * The last 50 `storefront:error` details, oldest first, reported since the page loaded, so a
   * monitoring script that loads late still sees what was reported before it listened. A copy: it
   * never throws, and changing it changes nothing.
   */
  errors(): ErrorEventDetail[];
  /**
   * Adds a product to the cart as its form would: the option check and its message, one request per
   * product at a time (another call meanwhile sends nothing), `storefront:cart-add` (cancelable), the
   * confirmation pop-up, the mini cart, the announcement, GA4's add_to_cart. Resolves with the
   * event's result.
   */
  addToCart(options: AddToCartOptions): Promise<CartAddResult>;
  /** Refreshes the mini cart, then `storefront:cart` with source 'refresh'; false when the refresh failed. */
  refreshMiniCart(): Promise<boolean>;
  /** Opens a question form in the pop-up as its trigger would; settled once the form (or why it failed) shows. */
  openQuestionForm(options: QuestionFormOptions): Promise<void>;
  wishlist: {
    /** The product ids on the wishlist, oldest first. */
    ids(): Promise<number[]>;
    /**
     * Saves the product, or takes it off, as its toggle would: every toggle and the wishlist box
     * follow, the change is announced, `storefront:wishlist` tells of it. `name` and `url` (an
     * address on this site) let the wishlist box show it; omitted, they are read off a toggle of the
     * product on the page.
     */
    toggle(productId: number, product?: { name?: string; url?: string }): Promise<WishlistState>;
  };
}
