import { hookForm } from '../runtime/hook-markup';

/** The server's product form, whose fields and button stay the server's nodes. */
export interface AddToCartMarkup {
  form: HTMLFormElement;
  button: HTMLButtonElement;
  /** The error the server rendered after a form post; the island's messages then go there. */
  serverMessage: HTMLElement | null;
  /** The button's and the form's state as the server rendered them: they stand until an option is chosen on the page. */
  serverEnabled: boolean;
  serverCartDisabled: boolean;
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
    button,
    serverMessage: form.querySelector<HTMLElement>('#add-to-cart-error'),
    serverEnabled: !button.disabled,
    serverCartDisabled: form.classList.contains('cart-disabled'),
  };
}
