import { pointCountText, pointsToShow } from '../../shared/delivery-points';

/**
 * Shows the delivery points in `cart` that match `query` (diacritics aside; the chosen one always
 * stays), hides the others and writes the count into `[data-delivery-count]`; returns that count text.
 */
export function filterDeliveryPoints(cart: ParentNode, query: string): string {
  const items = [...cart.querySelectorAll<HTMLElement>('.delivery-point')];
  const radios = items.map((item) => item.querySelector<HTMLInputElement>('input[name="deliveryPoint"]'));
  const chosen = radios.find((r) => r?.checked)?.value ?? null;
  const shown = pointsToShow(radios.map((r) => r?.value ?? ''), query, chosen);
  items.forEach((item, i) => (item.hidden = !shown[i]));
  const text = pointCountText(shown.filter(Boolean).length, items.length);
  const count = cart.querySelector('[data-delivery-count]');
  if (count) count.textContent = text;
  return text;
}
