import { hookForm } from '../runtime/hook-markup';
import type { CartForm } from './payload';

/** The server's product form: all its nodes, to adopt as they are, and the parts the island owns among them. */
export interface AddToCartMarkup {
  /** The hook itself, the root's container: its submit is the island's, its class `cart-disabled` too. */
  form: HTMLFormElement;
  nodes: readonly Node[];
  /** Its disabled and aria-busy state are the island's; its content (words, an icon) stays the theme's. */
  button: HTMLButtonElement;
  /** The error the server rendered after a form post: the island's messages then go there, as its text. */
  serverMessage: Element | null;
  /** The button's and the form's state as the server rendered them: they stand until an option is chosen on the page. */
  serverEnabled: boolean;
  serverCartDisabled: boolean;
}

/**
 * The theme's own message in the form: `#add-to-cart-error`, else an element with `role="alert"` of the
 * form's own (one inside a nested hook, the options' say, belongs to that island).
 */
function serverMessageOf(form: HTMLFormElement): Element | null {
  return form.querySelector('#add-to-cart-error') ?? [...form.querySelectorAll('[role="alert"]')].find((alert) => alert.closest('[data-island]') === form) ?? null;
}

/** Reads the form and checks what the island relies on, naming what is wrong. */
export function readAddToCart(element: HTMLElement): AddToCartMarkup {
  const form = hookForm(element, 'the product <form>');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  if (!button) {
    throw new Error(
      form.querySelector('input[type="submit"]')
        ? 'the form\'s submit control must be a <button type="submit">, not an <input type="submit">'
        : 'the form holds no submit <button> (a <button type="submit">, or a <button> without a type)',
    );
  }
  return {
    form,
    nodes: [...form.childNodes],
    button,
    serverMessage: serverMessageOf(form),
    serverEnabled: !button.disabled,
    serverCartDisabled: form.classList.contains('cart-disabled'),
  };
}

/** What the shopper filled in, read at the submit: the quantity field's text (null when there is none) and every field. */
export function filledIn(form: HTMLFormElement): Pick<CartForm, 'amountText' | 'fields'> {
  return {
    amountText: form.querySelector<HTMLInputElement>('input[name="amount"]')?.value ?? null,
    fields: [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
  };
}
