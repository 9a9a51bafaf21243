import { textSlot, type TextSlot } from '../../shared/ui/text-slot';
import { productForm } from '../add-to-cart/form-quantity';
import { addToCartSchema } from '../add-to-cart/schema';
import { parseProps } from '../runtime/schema';

/** The theme's bar, read once, and the product form whose add it runs. */
export interface StickyBarMarkup {
  nodes: readonly Node[];
  /** `[data-sticky-bar]`: the server renders it `hidden`; its `hidden` is the island's from then on. */
  bar: HTMLElement;
  barNodes: readonly Node[];
  name: TextSlot;
  price: TextSlot;
  /** `[data-sticky-state]`: the product's availability, which says why the button is disabled. */
  state: TextSlot | null;
  /** Its disabled and aria-busy state are the island's; its content stays the theme's. */
  button: HTMLButtonElement;
  /** The bar's button as the server rendered it: it stands until an option is chosen on the page. */
  serverEnabled: boolean;
  /** The product's `add-to-cart` form: the one add, and the button whose leaving the screen shows the bar. */
  form: HTMLFormElement;
  formButton: HTMLButtonElement;
  hasOptions: boolean;
  /** The variant the server rendered as chosen; -1 when none. */
  optionId: number;
  /** The product's `product-options` hook, brought into view when an option is missing. */
  options: HTMLElement | null;
}

function slot(hook: HTMLElement, selector: string): TextSlot {
  const found = textSlot(hook, selector);
  if (!found) throw new Error(`no ${selector} inside [data-sticky-bar]`);
  return found;
}

export function readStickyBar(element: HTMLElement, { productId }: { productId: number }): StickyBarMarkup {
  const bar = element.querySelector<HTMLElement>('[data-sticky-bar]');
  if (!bar) throw new Error('no [data-sticky-bar] inside the hook (the bar itself, rendered hidden)');
  const button = bar.querySelector<HTMLButtonElement>('button[data-sticky-button]');
  if (!button) throw new Error('no <button data-sticky-button> inside [data-sticky-bar]');
  const form = productForm(productId);
  if (!form) throw new Error(`no add-to-cart form of product ${productId} on the page (form[data-island="add-to-cart"][data-product-id="${productId}"])`);
  const formButton = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  if (!formButton) throw new Error(`the add-to-cart form of product ${productId} holds no submit <button>`);
  const { hasOptions, optionId } = parseProps(addToCartSchema, form) ?? { hasOptions: false, optionId: -1 };
  return {
    nodes: [...element.childNodes],
    bar,
    barNodes: [...bar.childNodes],
    name: slot(bar, '[data-sticky-name]'),
    price: slot(bar, '[data-sticky-price]'),
    state: textSlot(bar, '[data-sticky-state]'),
    button,
    serverEnabled: !button.disabled,
    form,
    formButton,
    hasOptions,
    optionId,
    options: document.querySelector<HTMLElement>(`[data-island="product-options"][data-product-id="${productId}"]`),
  };
}
