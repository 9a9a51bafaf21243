import { string } from '../runtime/schema';

/** data-slot="…" on the hook: the element inside it whose text is the count; absent → "[data-count]". */
export const wishlistCountSchema = {
  slot: string('[data-count]'),
};
