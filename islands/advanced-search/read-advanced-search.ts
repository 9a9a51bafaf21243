/** The two selects of the advanced search form, which stays as the server made it (its fields, the nested price slider). */
export interface AdvancedSearchMarkup {
  category: HTMLSelectElement;
  producer: HTMLSelectElement;
}

function selectNamed(form: HTMLFormElement, name: string): HTMLSelectElement {
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLSelectElement)) throw new Error(`the form has no <select name="${name}">`);
  return field;
}

export function readAdvancedSearch(form: HTMLElement, props: { categoryField: string; producerField: string }): AdvancedSearchMarkup {
  if (!(form instanceof HTMLFormElement)) throw new Error('the hook must be a <form>');
  return { category: selectNamed(form, props.categoryField), producer: selectNamed(form, props.producerField) };
}
