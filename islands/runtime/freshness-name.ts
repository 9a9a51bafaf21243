/** The name `storefront:error` gives a failure to keep the page's cart or wishlist fresh: no island asked for it. */
export const FRESHNESS = 'freshness';
