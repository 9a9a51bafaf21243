import { elementId, integer, string, url } from '../runtime/schema';

export const recentlyViewedSchema = {
  /** The theme's `<template>` for one card: an `<li>` with its link, name and image marked. */
  cardTemplate: elementId(),
  /** Only entries whose path starts with this are shown (and linked): the shop's product paths. */
  productPath: url('/'),
  /** On a product page: the product it notes (and leaves out of the list). */
  productId: integer(null),
  productName: string(null),
  productUrl: url(null),
  productImage: url(null),
};
