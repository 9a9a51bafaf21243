export const wishlistBoxSchema = {};
