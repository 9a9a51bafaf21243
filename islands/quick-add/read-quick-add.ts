import { sameOriginUrl } from '../../shared/same-origin';
import { hookForm } from '../runtime/hook-markup';

/** The card's form and its button, which the island takes the submit of. */
export interface QuickAddMarkup {
  form: HTMLFormElement;
  /** The hook's nodes, adopted as they are. */
  nodes: readonly Node[];
  /** Its `disabled`, `aria-busy` and `aria-haspopup` are the island's; its words and icon stay the theme's. */
  button: HTMLButtonElement;
  /** The button as the server rendered it: a product that cannot be added is rendered `disabled`. */
  serverDisabled: boolean;
  /** The product page's path on this shop (`data-product-url`), whose form the pop-up shows. */
  pagePath: string;
}

/** Reads the hook's form and checks what the island relies on, naming what is wrong. */
export function readQuickAdd(element: HTMLElement, { productUrl }: { productUrl: string }): QuickAddMarkup {
  const form = hookForm(element, 'the card\'s <form> (its post adds the product, or its get opens the product page, without JavaScript)');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  if (!button) throw new Error('the form holds no submit <button> (a <button type="submit">, or a <button> without a type)');
  const page = sameOriginUrl(productUrl);
  if (!page) throw new Error(`data-product-url="${productUrl}" is not a page of this shop`);
  return { form, nodes: [...form.childNodes], button, serverDisabled: button.disabled, pagePath: page.pathname + page.search };
}
