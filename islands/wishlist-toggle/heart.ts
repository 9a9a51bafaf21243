/** The heart a toggle shows: full when the product is in the wishlist, as the server draws it. */
export const heartOf = (pressed: boolean): string => (pressed ? '♥' : '♡');
