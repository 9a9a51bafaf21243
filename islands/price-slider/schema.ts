import { boolean, integer } from '../runtime/schema';

export const priceSliderSchema = {
  priceMin: integer(),
  priceMax: integer(),
  autoSubmit: boolean(true),
};
