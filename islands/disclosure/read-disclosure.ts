/** The server's <details>: its <summary>, drawn again by React, and the rest, kept as it is. */
export interface DisclosureMarkup {
  summary: HTMLElement;
  rest: readonly Node[];
}

export function readDisclosure(element: HTMLElement): DisclosureMarkup {
  const summary = element.querySelector(':scope > summary');
  if (!(element instanceof HTMLDetailsElement) || !(summary instanceof HTMLElement)) {
    throw new Error('the hook must be a <details> element whose first child is a <summary>');
  }
  return { summary, rest: [...element.childNodes].filter((node) => node !== summary) };
}
