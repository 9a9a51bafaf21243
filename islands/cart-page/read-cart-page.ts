/** The kinds of `form[data-cart-command]` the island sends; any other would be a form it swallows. */
const COMMAND_KINDS = ['amount', 'remove', 'delivery'];

/**
 * What the cart page island takes from its server markup. The cart itself is not read into props:
 * the server's answers replace its parts, so each command finds the lines and totals as they are then.
 */
export interface CartPageMarkup {
  /** The delivery-point search field (`#delivery-filter`, only with more than six points). */
  deliveryFilter: HTMLInputElement | null;
}

/**
 * Checks that every command form can be sent without a page load (a line's forms sit in a line with a
 * whole-number id, a quantity form holds its field, a delivery point belongs to the delivery form),
 * naming the first that cannot: with such markup the island stays off and the forms simply post.
 */
export function readCartPage(element: HTMLElement): CartPageMarkup {
  for (const form of element.querySelectorAll<HTMLFormElement>('form[data-cart-command]')) {
    const kind = form.dataset.cartCommand!;
    if (!COMMAND_KINDS.includes(kind)) throw new Error(`form[data-cart-command="${kind}"] is not a cart command (amount, remove, delivery)`);
    if (kind === 'delivery') continue;
    const line = form.closest('[data-line-id]');
    if (!line || !element.contains(line)) throw new Error(`a form[data-cart-command="${kind}"] is not inside a cart line [data-line-id] of the hook`);
    const id = line.getAttribute('data-line-id')!;
    if (!/^\d+$/.test(id)) throw new Error(`cart line data-line-id="${id}" is not a whole number`);
    if (kind === 'amount' && !form.querySelector('input[name="amount"]')) throw new Error(`the quantity form of cart line ${id} has no input[name="amount"]`);
  }
  for (const radio of element.querySelectorAll<HTMLInputElement>('input[name="deliveryPoint"]')) {
    if (radio.form?.dataset.cartCommand !== 'delivery') throw new Error(`delivery point "${radio.value}" is not in the form[data-cart-command="delivery"]`);
  }
  const filter = element.querySelector('#delivery-filter');
  if (filter && !(filter instanceof HTMLInputElement)) throw new Error(`#delivery-filter must be an <input>, not a <${filter.localName}>`);
  return { deliveryFilter: filter };
}
