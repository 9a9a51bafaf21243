/** The server's <details>: all its nodes, to adopt as they are, and its <summary>, which the island owns. */
export interface DisclosureMarkup {
  summary: HTMLElement;
  nodes: readonly Node[];
}

export function readDisclosure(element: HTMLElement): DisclosureMarkup {
  if (!(element instanceof HTMLDetailsElement)) throw new Error(`the hook must be a <details> element, not <${element.localName}>`);
  const summary = element.querySelector(':scope > summary');
  if (!(summary instanceof HTMLElement)) throw new Error('the <details> hook has no <summary> as a direct child');
  return { summary, nodes: [...element.childNodes] };
}
