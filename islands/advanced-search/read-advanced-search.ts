import { hookForm } from '../runtime/hook-markup';

/** The two selects of the advanced search form, which stays as the server made it (its fields, the nested price slider). */
export interface AdvancedSearchMarkup {
  category: HTMLSelectElement;
  producer: HTMLSelectElement;
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
  return {
    category: selectNamed(form, props.categoryField, 'data-category-field'),
    producer: selectNamed(form, props.producerField, 'data-producer-field'),
  };
}
