/**
 * What quick add takes from a product page (its URL fetched whole, parsed by shared/html.ts): the
 * product's own form, with its options, quantity and button, and whatever else the theme marks for it.
 * Plain DOM reading of server HTML that is not on the page yet; the islands in it wake once it is.
 */

/** Elements of the product page that quick add shows beside the form (a price, the availability), in page order. */
export const PART = '[data-quick-add-part]';
/** Elements inside what quick add takes that it leaves out (a link whose pop-up needs a template of the product page). */
export const OMIT = '[data-quick-add-omit]';

export type ProductBlock =
  | {
      ok: true;
      /** The parts, moved out of the parsed page, ready for the pop-up. */
      content: DocumentFragment;
      /** Where focus lands as the pop-up opens: the first option not chosen yet, else the form's button. */
      firstFocus: HTMLElement | null;
    }
  | { ok: false; problem: string };

/** `form[data-island="add-to-cart"][data-product-id="…"]`: the product's form on its page. */
export const productFormSelector = (productId: number) => `form[data-island="add-to-cart"][data-product-id="${productId}"]`;

/** The first radio of the first group none of whose radios is checked. */
function firstUnchosenRadio(form: HTMLFormElement): HTMLInputElement | null {
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  return radios.find((radio) => !radios.some((other) => other.name === radio.name && other.checked)) ?? null;
}

/** The ids among `parts` that `page` already holds: two would make the pop-up's labels and ARIA point at the page's. */
function clashingIds(parts: readonly Element[], page: Document): string[] {
  return parts.flatMap((part) => [part, ...part.querySelectorAll('[id]')]).flatMap((element) => (element.id && page.getElementById(element.id) ? [element.id] : []));
}

/**
 * The parts of product `productId`'s page that quick add shows: every `[data-quick-add-part]` (one
 * inside another counts once) and the product's form (inside one of them, or after them), without
 * what is marked `[data-quick-add-omit]`. Says what is wrong when the page has no such form, or when
 * its ids are on this page already.
 */
export function readProductBlock(parsed: DocumentFragment, productId: number, page: Document = document): ProductBlock {
  const form = parsed.querySelector<HTMLFormElement>(productFormSelector(productId));
  if (!form) return { ok: false, problem: `the product page holds no ${productFormSelector(productId)}` };
  const marked = [...parsed.querySelectorAll(PART)].filter((part) => !part.parentElement?.closest(PART));
  const parts = marked.some((part) => part.contains(form)) ? marked : [...marked, form];
  for (const part of parts) part.querySelectorAll(OMIT).forEach((element) => element.remove());
  const clashes = clashingIds(parts, page);
  if (clashes.length) return { ok: false, problem: `the product page's ${clashes.map((id) => `#${id}`).join(', ')} ${clashes.length === 1 ? 'is' : 'are'} on this page already: quick add belongs on pages without a product form` };
  const content = page.createDocumentFragment();
  content.append(...parts);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  return { ok: true, content, firstFocus: firstUnchosenRadio(form) ?? button };
}
