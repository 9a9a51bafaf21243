/**
 * Brings the cart on the page in line with the cart part the server answered (fixtures/pages/cart-page.ts
 * cartPart): every `data-cart-refresh` region (line totals, the summary) takes the server's content
 * and attributes, and quantities and the chosen delivery point follow the server's. The forms and
 * controls the shopper may be using stay in place, so focus and typed text are not lost.
 *
 * A region keeps its element and only its inside and attributes become the server's: the island's
 * React tree holds each region as an opaque leaf (CartPage.tsx), and a leaf swapped for another node
 * would leave React a detached node to remove or insert beside later. For the same reason the lines
 * that are gone and the cart's whole content when no line is left are not touched here: the island
 * takes them away in its render (it holds those nodes), and puts the server's empty-cart part in.
 */
export interface ApplyResult {
  /** The lines the answer no longer has. */
  removedLineIds: string[];
  /** The server's empty-cart markup when the answer has no lines left, for the island to put in. */
  emptyCart: DocumentFragment | null;
  /** What the answer says is to pay (its `[data-cart-total]`), for the announcement. */
  total: string;
  /** The delivery point the server has saved. */
  savedPoint: string | null;
}

export interface ApplyOptions {
  /** Lines whose quantity the shopper is changing right now: their field keeps what the shopper set. */
  keepAmountOf?: ReadonlySet<string>;
  /** Keep the radio the shopper chose while a delivery point is being saved. */
  keepDeliveryChoice?: boolean;
}

export const lineIdOf = (element: Element): string | null => element.closest('[data-line-id]')?.getAttribute('data-line-id') ?? null;

const amountField = (root: ParentNode, lineId: string) =>
  root.querySelector<HTMLInputElement>(`[data-line-id="${CSS.escape(lineId)}"] input[name="amount"]`);

/** `region` takes `fresh`'s attributes and content; no `fresh` (the answer left it out) empties and hides it. */
function refreshRegion(region: Element, fresh: Element | null): void {
  if (!fresh) {
    region.replaceChildren();
    region.setAttribute('hidden', '');
    return;
  }
  for (const { name } of [...region.attributes]) if (!fresh.hasAttribute(name)) region.removeAttribute(name);
  for (const { name, value } of fresh.attributes) region.setAttribute(name, value);
  region.replaceChildren(...fresh.childNodes);
}

export function applyCartPart(container: HTMLElement, answer: DocumentFragment, options: ApplyOptions = {}): ApplyResult {
  const answerLines = new Set([...answer.querySelectorAll('[data-line-id]')].map((line) => line.getAttribute('data-line-id')!));
  const removedLineIds = [...container.querySelectorAll('[data-line-id]')].map((line) => line.getAttribute('data-line-id')!).filter((id) => !answerLines.has(id));
  const total = answer.querySelector('[data-cart-total]')?.textContent?.trim() ?? '';
  const savedPoint = answer.querySelector<HTMLInputElement>('input[name="deliveryPoint"][checked]')?.value ?? null;
  if (answerLines.size === 0) return { removedLineIds, emptyCart: answer, total, savedPoint };

  for (const region of container.querySelectorAll('[data-cart-refresh]')) {
    // A region of a line that is going goes with it.
    const line = lineIdOf(region);
    if (line !== null && !answerLines.has(line)) continue;
    const key = region.getAttribute('data-cart-refresh')!;
    refreshRegion(region, answer.querySelector(`[data-cart-refresh="${CSS.escape(key)}"]`));
  }

  for (const id of answerLines) {
    const field = amountField(container, id);
    const fresh = amountField(answer, id);
    if (!field || !fresh) continue;
    // defaultValue is the last amount the server confirmed: a failed change goes back to it.
    field.defaultValue = fresh.defaultValue;
    if (!options.keepAmountOf?.has(id)) field.value = fresh.defaultValue;
  }

  for (const radio of container.querySelectorAll<HTMLInputElement>('input[name="deliveryPoint"]')) {
    radio.defaultChecked = radio.value === savedPoint;
    if (!options.keepDeliveryChoice) radio.checked = radio.value === savedPoint;
  }
  return { removedLineIds, emptyCart: null, total, savedPoint };
}
