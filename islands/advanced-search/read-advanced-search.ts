import { hookForm } from '../runtime/hook-markup';
import { serverProducerOptions, type ProducerOption } from './producer-options';

/** The advanced search form, adopted as the server made it (its fields, the nested price slider), and its two selects. */
export interface AdvancedSearchMarkup {
  nodes: readonly Node[];
  category: HTMLSelectElement;
  producer: HTMLSelectElement;
  /** The producer select's children as the server made them (text between options included), and its options. */
  producerNodes: readonly Node[];
  serverProducers: readonly ProducerOption[];
}

/** The form's <select> named `name`, which the hook's `attribute` names. */
function selectNamed(form: HTMLFormElement, name: string, attribute: string): HTMLSelectElement {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLSelectElement) return field;
  if (!field) throw new Error(`the form has no <select name="${name}"> (named by ${attribute})`);
  throw new Error(
    field instanceof Element
      ? `the form's field "${name}" (named by ${attribute}) must be a <select>, not a <${field.localName}>`
      : `the form has several fields named "${name}" (named by ${attribute}); it needs one <select>`,
  );
}

export function readAdvancedSearch(element: HTMLElement, props: { categoryField: string; producerField: string }): AdvancedSearchMarkup {
  const form = hookForm(element);
  const category = selectNamed(form, props.categoryField, 'data-category-field');
  const producer = selectNamed(form, props.producerField, 'data-producer-field');
  return {
    nodes: [...form.childNodes],
    category,
    producer,
    producerNodes: [...producer.childNodes],
    serverProducers: serverProducerOptions(producer),
  };
}
