/** The server's quantity box: its number field and the two step buttons, which stay the server's nodes. */
export interface QuantityMarkup {
  input: HTMLInputElement;
  minus: HTMLButtonElement;
  plus: HTMLButtonElement;
}

/** Reads the box and checks what the island relies on, naming what is wrong. */
export function readQuantity(element: HTMLElement, { min, max }: { min: number; max: number }): QuantityMarkup {
  const input = element.querySelector('input');
  const minus = element.querySelector('.quantity__minus');
  const plus = element.querySelector('.quantity__plus');
  if (!input || !(minus instanceof HTMLButtonElement) || !(plus instanceof HTMLButtonElement)) {
    throw new Error('the hook needs an <input>, a .quantity__minus and a .quantity__plus button');
  }
  if (min < 1 || max < min) throw new Error(`data-min="${min}" and data-max="${max}" must satisfy 1 ≤ min ≤ max`);
  if (!input.id) throw new Error("the quantity <input> needs an id, for the buttons' aria-controls");
  for (const button of [minus, plus]) {
    if (!button.getAttribute('aria-label') && !button.textContent?.trim()) throw new Error('the ± buttons need a label (aria-label)');
  }
  return { input, minus, plus };
}
