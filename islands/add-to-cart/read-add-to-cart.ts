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
  if (!(element instanceof HTMLFormElement)) throw new Error('the hook must be the product <form>');
  const button = element.querySelector('button[type="submit"], button:not([type])');
  if (!(button instanceof HTMLButtonElement)) throw new Error('the form has no submit button');
  return {
    form: element,
    button,
    serverMessage: element.querySelector<HTMLElement>('#add-to-cart-error'),
    serverEnabled: !button.disabled,
    serverCartDisabled: element.classList.contains('cart-disabled'),
  };
}
