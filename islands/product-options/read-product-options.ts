const FIELDSETS = 'fieldset.product-option[data-dictionary-id]';

/** The server's option lists, whose radio buttons stay the server's nodes: the form posts them without JavaScript. */
export interface ProductOptionsMarkup {
  /** The hook's nodes, adopted as they are. */
  nodes: readonly Node[];
  /** One per dictionary: busy while a choice loads; React never looks inside them. */
  fieldsets: readonly Element[];
  /** Every value of every dictionary, in page order. */
  radios: readonly HTMLInputElement[];
}

/** Reads the option lists and checks what the island relies on, naming what is missing. */
export function readProductOptions(element: HTMLElement): ProductOptionsMarkup {
  const fieldsets = element.querySelectorAll(FIELDSETS);
  if (fieldsets.length === 0) {
    throw new Error(
      element.querySelector('fieldset.product-option')
        ? 'its <fieldset class="product-option"> needs a data-dictionary-id'
        : 'the hook holds no <fieldset class="product-option" data-dictionary-id="…">',
    );
  }
  const radios = [...element.querySelectorAll<HTMLInputElement>(`${FIELDSETS} input[type="radio"]`)];
  if (radios.length === 0) throw new Error('no <fieldset class="product-option" data-dictionary-id="…"> in the hook holds an <input type="radio">');
  return { nodes: [...element.childNodes], fieldsets: [...fieldsets], radios };
}
