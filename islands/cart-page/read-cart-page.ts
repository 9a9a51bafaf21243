import { message } from '../../shared/messages/message';
import type { CommandKind } from './command-keys';

/** The kinds of `form[data-cart-command]` the island sends; any other would be a form it swallows. */
const COMMAND_KINDS: readonly string[] = ['amount', 'remove', 'delivery'] satisfies CommandKind[];

/** An element the island renders into, with its children as the server left them. */
export interface Held {
  element: HTMLElement;
  nodes: ChildNode[];
}

export interface CartLineMarkup extends Held {
  id: string;
  /** What announcements and failure notes call it: `.cart-line__name`, else the line's first heading, else the message cart-page.unnamed-product. */
  name: string;
  /** Its quantity field, which takes the focus when the line before it is removed. */
  field: HTMLInputElement | null;
}

export interface CommandFormMarkup extends Held {
  kind: CommandKind;
  /** The form's line; null for the delivery form. */
  lineId: string | null;
  /** Its submit buttons, locked while its command runs. */
  buttons: HTMLButtonElement[];
}

export interface DeliveryPointMarkup {
  /** What the search hides: the point's `.delivery-point`, else its outermost element holding no other point. */
  item: HTMLElement;
  value: string;
}

/**
 * What the cart page island takes from its server markup, once, when it wakes: the nodes its React
 * tree is drawn over (CartPage.tsx), and what the shopper has chosen so far, which React keeps from then on.
 */
export interface CartPageMarkup {
  /** The hook's children. */
  nodes: ChildNode[];
  lines: CartLineMarkup[];
  /** The elements holding the lines (the hook aside): the island takes lines out of them. */
  lineLists: Held[];
  /** The command forms the island holds (those inside a `data-cart-refresh` region are the server's). */
  forms: CommandFormMarkup[];
  points: DeliveryPointMarkup[];
  /** Every delivery point radio, which a failed choice puts back. */
  radios: HTMLInputElement[];
  /** The point the server rendered chosen, and the one chosen now (the shopper may have clicked before the island woke). */
  savedPoint: string | null;
  chosenPoint: string | null;
  /** `[data-delivery-count]`, where the search's count goes. */
  count: Held | null;
  /**
   * The delivery-point search field (`#delivery-filter`, only with more than six points), its GET form
   * (`#delivery-filter-form`), and what it held at mount: typed before the island woke, or kept by the browser on Back.
   */
  filter: { field: HTMLInputElement; form: HTMLFormElement | null; typed: string } | null;
}

const held = (element: HTMLElement): Held => ({ element, nodes: [...element.childNodes] });

const nameOf = (line: Element) => (line.querySelector('.cart-line__name') ?? line.querySelector('h2, h3, h4, h5, h6'))?.textContent?.trim() || message('cart-page.unnamed-product');

function pointItem(radio: HTMLInputElement, form: HTMLFormElement): HTMLElement {
  const marked = radio.closest<HTMLElement>('.delivery-point');
  if (marked) return marked;
  let item: HTMLElement = radio;
  while (item.parentElement && item.parentElement !== form && item.parentElement.querySelectorAll('input[name="deliveryPoint"]').length === 1) item = item.parentElement;
  return item;
}

/**
 * Checks that every command form can be sent without a page load (a line's forms sit in a line with a
 * whole-number id, a quantity form holds its field, a delivery point belongs to the delivery form),
 * naming the first that cannot: with such markup the island stays off and the forms simply post.
 * Then notes the elements the island renders into. Those inside another hook (the quantity boxes) are
 * that island's, and those inside a `data-cart-refresh` region the server's, whose answers replace it.
 */
export function readCartPage(element: HTMLElement): CartPageMarkup {
  const ours = (node: Element) => node.closest('[data-island]') === element && !node.closest('[data-cart-refresh]');
  const forms: CommandFormMarkup[] = [];
  for (const form of element.querySelectorAll<HTMLFormElement>('form[data-cart-command]')) {
    const kind = form.dataset.cartCommand!;
    if (!COMMAND_KINDS.includes(kind)) throw new Error(`form[data-cart-command="${kind}"] is not a cart command (amount, remove, delivery)`);
    let lineId: string | null = null;
    if (kind !== 'delivery') {
      const line = form.closest('[data-line-id]');
      if (!line || !element.contains(line)) throw new Error(`a form[data-cart-command="${kind}"] is not inside a cart line [data-line-id] of the hook`);
      lineId = line.getAttribute('data-line-id')!;
      if (!/^\d+$/.test(lineId)) throw new Error(`cart line data-line-id="${lineId}" is not a whole number`);
      if (kind === 'amount' && !form.querySelector('input[name="amount"]')) throw new Error(`the quantity form of cart line ${lineId} has no input[name="amount"]`);
    }
    const buttons = [...form.querySelectorAll('button')].filter((button) => button.type === 'submit' && ours(button));
    if (ours(form)) forms.push({ ...held(form), kind: kind as CommandKind, lineId, buttons });
  }
  const radios = [...element.querySelectorAll<HTMLInputElement>('input[name="deliveryPoint"]')];
  for (const radio of radios) {
    if (radio.form?.dataset.cartCommand !== 'delivery') throw new Error(`delivery point "${radio.value}" is not in the form[data-cart-command="delivery"]`);
  }
  const field = element.querySelector('#delivery-filter');
  if (field && !(field instanceof HTMLInputElement)) throw new Error(`#delivery-filter must be an <input>, not a <${field.localName}>`);

  const lines = [...element.querySelectorAll<HTMLElement>('[data-line-id]')].filter(ours);
  const lineLists = [...new Set(lines.map((line) => line.parentElement!))].filter((list) => list !== element);
  const count = element.querySelector<HTMLElement>('[data-delivery-count]');
  const filterForm = element.querySelector<HTMLFormElement>('form#delivery-filter-form');
  const points = radios.filter(ours).map((radio) => ({ item: pointItem(radio, radio.form!), value: radio.value }));
  return {
    nodes: [...element.childNodes],
    lines: lines.map((line) => ({ id: line.getAttribute('data-line-id')!, name: nameOf(line), field: line.querySelector('input[name="amount"]'), ...held(line) })),
    lineLists: lineLists.map(held),
    forms,
    points,
    radios,
    savedPoint: radios.find((radio) => radio.defaultChecked)?.value ?? null,
    chosenPoint: radios.find((radio) => radio.checked)?.value ?? null,
    count: count && ours(count) ? held(count) : null,
    filter: field && ours(field) ? { field, form: filterForm && ours(filterForm) ? filterForm : null, typed: field.value } : null,
  };
}
