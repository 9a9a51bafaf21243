import { NO_MATCHING_OPTION_ID } from '../../shared/constants';
import { productVariants } from '../../shared/state/product-variant';

/** The option the notice is about: the form's field, or the chosen variant when it cannot be bought. */
export function preselectVariant(form: HTMLFormElement, productId: number): void {
  const field = form.elements.namedItem('optionId');
  const variant = productVariants.peek().get(productId);
  if (!(field instanceof HTMLSelectElement) || !variant || variant.status !== 'confirmed' || variant.cartEnabled) return;
  if (variant.optionId === NO_MATCHING_OPTION_ID) return;
  const option = [...field.options].find((o) => o.value === String(variant.optionId));
  if (option) field.value = option.value;
}

export function optionIdOf(form: HTMLFormElement): number {
  const field = form.elements.namedItem('optionId');
  const raw = field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
  return /^-?\d+$/.test(raw) ? Number(raw) : NO_MATCHING_OPTION_ID;
}
