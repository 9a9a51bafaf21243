import { textSlot, type TextSlot } from '../../shared/ui/text-slot';

/** A part of the price the island can hide, and where its text goes. */
export interface PricePart {
  element: Element;
  /** The part itself, or (old price) its `[data-price-amount]`, when the theme has words in the part around the amount. */
  text: TextSlot;
  /** The part's child nodes, adopted around its amount. */
  nodes: readonly Node[];
  /** Whether the server sent it `hidden`. */
  hidden: boolean;
}

/** The server's price block: all its nodes, adopted as they are, and the parts the island renders. */
export interface PriceMarkup {
  nodes: readonly Node[];
  /** `[data-price-box]`: what shows the price busy while a chosen variant loads, and carries `data-product-price`. */
  box: { element: Element; nodes: readonly Node[]; className: string | null; value: string | null };
  current: TextSlot;
  old: PricePart | null;
  discount: PricePart | null;
}

function readPart(hook: Element, selector: string, amount: boolean): PricePart | null {
  const element = hook.querySelector(selector);
  if (!element) return null;
  const text = (amount && textSlot(element, '[data-price-amount]')) || textSlot(hook, selector)!;
  return { element, text, nodes: [...element.childNodes], hidden: element.hasAttribute('hidden') };
}

export function readPrice(element: HTMLElement): PriceMarkup {
  const box = element.querySelector('[data-price-box]');
  if (!box) throw new Error('no [data-price-box] inside the hook, to show the price busy while a variant loads');
  const current = textSlot(element, '[data-price-current]');
  if (!current) throw new Error('no [data-price-current] inside the hook, for the price');
  return {
    nodes: [...element.childNodes],
    box: { element: box, nodes: [...box.childNodes], className: box.getAttribute('class'), value: box.getAttribute('data-product-price') },
    current,
    old: readPart(element, '[data-price-old]', true),
    discount: readPart(element, '[data-price-discount]', false),
  };
}
