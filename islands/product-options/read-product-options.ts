const RADIOS = 'fieldset.product-option[data-dictionary-id] input[type="radio"]';

/** The server's option lists, whose radio buttons stay the server's nodes: the form posts them without JavaScript. */
export interface ProductOptionsMarkup {
  /** Every value of every dictionary, in page order. */
  radios: readonly HTMLInputElement[];
}

/** Reads the option lists and checks what the island relies on, naming what is missing. */
export function readProductOptions(element: HTMLElement): ProductOptionsMarkup {
  const radios = [...element.querySelectorAll<HTMLInputElement>(RADIOS)];
  if (radios.length === 0) throw new Error('the hook holds no fieldset.product-option[data-dictionary-id] with radio buttons');
  return { radios };
}
