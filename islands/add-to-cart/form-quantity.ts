import { validBounds, type QuantityBounds } from '../../shared/quantity-rules';
import { quantitySchema } from '../quantity/schema';
import { parseProps } from '../runtime/schema';

/** The product's form on the page (the `add-to-cart` hook), if it is there. */
export const productForm = (productId: number): HTMLFormElement | null =>
  document.querySelector<HTMLFormElement>(`form[data-island="add-to-cart"][data-product-id="${productId}"]`);

/**
 * The bounds the form's quantity field keeps (its `quantity` hook's `data-min` and `data-max`, read as
 * that island reads them, whether it woke or not); null when the form has no such hook, or one whose
 * attributes that island refuses.
 */
export function formQuantity(form: HTMLFormElement | null): QuantityBounds | null {
  const hook = form?.querySelector<HTMLElement>('[data-island="quantity"]');
  const props = hook ? parseProps(quantitySchema, hook) : undefined;
  return props && validBounds(props) ? { min: props.min, max: props.max } : null;
}
