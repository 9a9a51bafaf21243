import { useLayoutEffect } from 'react';

/**
 * Keeps `attributes` on a server element React does not draw (one the shopper may be using, such as
 * a text field): set before paint, an undefined value absent, all of them taken away with the island.
 * Only a changed value is written, so assistive technology hears no attribute go and come back.
 */
export function useAttributes(element: Element, attributes: Readonly<Record<string, string | undefined>>): void {
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  });
  const names = Object.keys(attributes).join(' ');
  useLayoutEffect(() => () => names.split(' ').forEach((name) => element.removeAttribute(name)), [element, names]);
}
