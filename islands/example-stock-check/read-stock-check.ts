/** The hook's nodes, adopted as the theme wrote them, its button, and the option radios of the form it sits in. */
export interface StockCheckMarkup {
  nodes: readonly Node[];
  button: HTMLButtonElement;
  /** The product form's option values, read when the button is pressed; none for a product without options. */
  radios: readonly HTMLInputElement[];
}

export function readStockCheck(element: HTMLElement): StockCheckMarkup {
  const button = element.querySelector('button');
  if (!button) throw new Error('the hook holds no <button> to check the stock with');
  const radios = button.form?.querySelectorAll<HTMLInputElement>('fieldset[data-dictionary-id] input[type="radio"]') ?? [];
  return { nodes: [...element.childNodes], button, radios: [...radios] };
}
