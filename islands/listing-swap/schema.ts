import { string } from '../runtime/schema';

export const listingSwapSchema = {
  /** Where focus goes when the control the shopper was on is gone after a swap. */
  focusFallback: string('listing-heading'),
};
