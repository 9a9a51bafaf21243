import { string } from '../runtime/schema';

/** data-label="…" on the hook; absent → "Schowek". */
export const wishlistCountSchema = {
  label: string('Schowek'),
};
