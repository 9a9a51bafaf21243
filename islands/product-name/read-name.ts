/** The server's product name: the hook's whole text, which the island renders. */
export interface NameMarkup {
  name: string;
}

export function readName(element: HTMLElement): NameMarkup {
  if (element.firstElementChild) throw new Error('the hook must hold only the name, as text (the island writes all of it; put your markup around the hook)');
  return { name: element.textContent ?? '' };
}
