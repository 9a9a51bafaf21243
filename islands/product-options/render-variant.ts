import type { VariantView } from './variant-view';

/**
 * The parts of the detail page a variant changes, by the ids and data attributes the server
 * markup gives them (docs/hooks.md, product-options). A part the page lacks is skipped.
 */
export const VARIANT_PARTS = {
  name: '#product-name',
  price: '#product-price',
  sku: '#product-sku',
  ean: '#product-ean',
  availability: '#product-availability',
} as const;

function priceContent(view: VariantView): Node[] {
  const current = document.createElement('span');
  current.className = 'price__current';
  current.textContent = view.price;
  const nodes: Node[] = [current];
  if (view.oldPrice) {
    const old = document.createElement('span');
    old.className = 'price__old';
    const label = document.createElement('span');
    label.className = 'sf-visually-hidden';
    label.textContent = 'Cena przed obniżką: ';
    const del = document.createElement('del');
    del.textContent = view.oldPrice;
    old.append(label, del);
    nodes.push(document.createTextNode(' '), old);
  }
  if (view.discount) {
    const discount = document.createElement('span');
    discount.className = 'price__discount';
    discount.textContent = view.discount;
    nodes.push(document.createTextNode(' '), discount);
  }
  return nodes;
}

const setText = (root: ParentNode | null, selector: string, text: string) => {
  const element = root?.querySelector(selector);
  if (element) element.textContent = text;
};

/** Writes the variant into the page, as text only. */
export function renderVariant(view: VariantView, root: Document = document): void {
  setText(root, VARIANT_PARTS.name, view.name);
  setText(root, VARIANT_PARTS.sku, view.sku);
  setText(root, VARIANT_PARTS.ean, view.ean);
  const price = root.querySelector<HTMLElement>(VARIANT_PARTS.price);
  if (price) {
    price.replaceChildren(...priceContent(view));
    price.dataset.productPrice = view.priceValue;
  }
  const availability = root.querySelector(VARIANT_PARTS.availability);
  if (availability) {
    setText(availability, '[data-availability-text]', view.availability.text);
    setText(availability, '[data-availability-description]', view.availability.description);
    // The number alone: the words around it, and their grammar, are the theme's.
    const days = availability.querySelector<HTMLElement>('[data-availability-days]');
    if (days) {
      days.textContent = String(view.availability.days);
      days.dataset.availabilityDays = String(view.availability.days);
    }
    if (view.availability.color) availability.querySelector('.state-swatch circle')?.setAttribute('fill', view.availability.color);
  }
}
