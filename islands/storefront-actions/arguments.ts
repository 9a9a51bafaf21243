/**
 * The arguments of the `window.storefront` actions (issue 29), checked once at the edge: a theme
 * script's call either yields typed values or throws a TypeError naming the argument and what it was,
 * and the action then sends nothing.
 */
import type { AddCartAddon } from '../../shared/api/types';
import { NO_MATCHING_OPTION_ID } from '../../shared/constants';
import { ANY_AMOUNT, type QuantityBounds } from '../../shared/quantity-rules';
import { sameOriginUrl } from '../../shared/same-origin';

/** How a value reads in a message: strings quoted, so `"3"` is told apart from `3`. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}

const fail = (action: string, name: string, wanted: string, value: unknown): never => {
  throw new TypeError(`storefront.${action}: ${name} must be ${wanted}, not ${shown(value)}`);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function positiveInteger(action: string, name: string, value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fail(action, name, 'a positive whole number', value);
}

function options(action: string, value: unknown, shape: string): Record<string, unknown> {
  return isRecord(value) ? value : fail(action, 'its argument', `an object ${shape}`, value);
}

export interface AddToCartArguments {
  productId: number;
  /** undefined: the variant chosen on the page for this product, else its form's, else none (-1). */
  optionId: number | undefined;
  /** Within the product form's quantity bounds, or AddCart's; omitted, the fewest they allow (1 without a form). */
  amount: number;
  addons: AddCartAddon[];
}

/**
 * The amount asked for, a whole number the product's quantity field would take (its `min` to `max`),
 * and never one AddCart's Int32 `Amount` cannot hold, even where no form says so.
 */
function amountWithin(value: unknown, bounds: QuantityBounds | null): number {
  const { min, max } = bounds ? { min: bounds.min, max: Math.min(bounds.max, ANY_AMOUNT.max) } : ANY_AMOUNT;
  if (value === undefined) return min;
  const amount = positiveInteger('addToCart', 'amount', value);
  return amount >= min && amount <= max ? amount : fail('addToCart', 'amount', `a whole number from ${min} to ${max} (${bounds ? "the product form's quantity" : 'the most AddCart takes'})`, value);
}

/** `quantityOf` gives the bounds of the product's quantity field, null when no form of it on the page has one. */
export function addToCartArguments(value: unknown, quantityOf: (productId: number) => QuantityBounds | null = () => null): AddToCartArguments {
  const args = options('addToCart', value, '{ productId, optionId?, amount?, addons? }');
  const { optionId, addons } = args;
  if (optionId !== undefined && !(typeof optionId === 'number' && Number.isSafeInteger(optionId) && optionId >= NO_MATCHING_OPTION_ID)) {
    fail('addToCart', 'optionId', `a variant id, or ${NO_MATCHING_OPTION_ID} for none`, optionId);
  }
  if (addons !== undefined && !(Array.isArray(addons) && addons.every((addon) => isRecord(addon) && typeof addon.key === 'string' && addon.key !== '' && typeof addon.value === 'string'))) {
    fail('addToCart', 'addons', 'a list of { key, value } strings', addons);
  }
  const productId = positiveInteger('addToCart', 'productId', args.productId);
  return {
    productId,
    optionId: optionId as number | undefined,
    amount: amountWithin(args.amount, quantityOf(productId)),
    addons: ((addons ?? []) as AddCartAddon[]).map(({ key, value: text }) => ({ key, value: text })),
  };
}

export interface QuestionFormArguments {
  type: number;
  /** null: the form is about no one thing (the spec's optional id). */
  id: number | null;
  title: string | undefined;
}

export function questionFormArguments(value: unknown): QuestionFormArguments {
  const args = options('openQuestionForm', value, '{ type, id?, title? }');
  if (args.title !== undefined && typeof args.title !== 'string') fail('openQuestionForm', 'title', 'text', args.title);
  return {
    type: positiveInteger('openQuestionForm', 'type', args.type),
    id: args.id === undefined || args.id === null ? null : positiveInteger('openQuestionForm', 'id', args.id),
    title: args.title as string | undefined,
  };
}

export interface WishlistToggleArguments {
  productId: number;
  /** What the wishlist box shows for the product; '' when the caller gave none. */
  name: string;
  url: string;
}

/** `url` must be a path or address on this site: the wishlist box makes a link of it. */
export function wishlistToggleArguments(productId: unknown, product: unknown, base: string = location.href): WishlistToggleArguments {
  const id = positiveInteger('wishlist.toggle', 'productId', productId);
  const details = product === undefined ? {} : options('wishlist.toggle', product, '{ name?, url? }');
  const { name, url } = details;
  if (name !== undefined && typeof name !== 'string') fail('wishlist.toggle', 'name', 'text', name);
  if (url !== undefined && !(typeof url === 'string' && sameOriginUrl(url, base))) fail('wishlist.toggle', 'url', 'an address on this site', url);
  return { productId: id, name: (name as string | undefined) ?? '', url: (url as string | undefined) ?? '' };
}
