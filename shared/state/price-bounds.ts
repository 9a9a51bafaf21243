import { signal } from '@preact/signals-react';

export interface PriceBounds {
  min: number;
  max: number;
}

/**
 * New bounds for the page's price slider, replacing its data-price-min/max: advanced search sets
 * them from the AdvancedSearch answer when a category is chosen. null until then.
 */
export const priceBounds = signal<PriceBounds | null>(null);
