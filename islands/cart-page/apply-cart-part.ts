/**
 * Brings the cart on the page in line with the cart part the server answered (fixtures/pages/cart-page.ts
 * cartPart): lines that are gone are removed, every `data-cart-refresh` region (line totals, the summary)
 * is replaced by the server's, and quantities and the chosen delivery point follow the server's. The
 * forms and controls the shopper may be using stay in place, so focus and typed text are not lost.
 */
export interface ApplyResult {
  /** The answer has no lines: the cart's content was replaced by the server's empty-cart markup. */
  emptied: boolean;
  removedLineIds: string[];
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

export function applyCartPart(container: HTMLElement, answer: DocumentFragment, options: ApplyOptions = {}): ApplyResult {
  const answerLines = new Set([...answer.querySelectorAll('[data-line-id]')].map((line) => line.getAttribute('data-line-id')!));
  if (answerLines.size === 0) {
    const removedLineIds = [...container.querySelectorAll('[data-line-id]')].map((line) => line.getAttribute('data-line-id')!);
    container.replaceChildren(answer);
    return { emptied: true, removedLineIds };
  }

  const removedLineIds: string[] = [];
  for (const line of container.querySelectorAll('[data-line-id]')) {
    const id = line.getAttribute('data-line-id')!;
    if (!answerLines.has(id)) {
      removedLineIds.push(id);
      line.remove();
    }
  }

  for (const region of container.querySelectorAll('[data-cart-refresh]')) {
    const key = region.getAttribute('data-cart-refresh')!;
    const fresh = answer.querySelector(`[data-cart-refresh="${CSS.escape(key)}"]`);
    if (fresh) region.replaceWith(fresh);
    else region.remove();
  }

  for (const id of answerLines) {
    const field = amountField(container, id);
    const fresh = amountField(answer, id);
    if (!field || !fresh) continue;
    // defaultValue is the last amount the server confirmed: a failed change goes back to it.
    field.defaultValue = fresh.defaultValue;
    if (!options.keepAmountOf?.has(id)) field.value = fresh.defaultValue;
  }

  const chosen = answer.querySelector<HTMLInputElement>('input[name="deliveryPoint"][checked]')?.value ?? null;
  for (const radio of container.querySelectorAll<HTMLInputElement>('input[name="deliveryPoint"]')) {
    radio.defaultChecked = radio.value === chosen;
    if (!options.keepDeliveryChoice) radio.checked = radio.value === chosen;
  }
  return { emptied: false, removedLineIds };
}
