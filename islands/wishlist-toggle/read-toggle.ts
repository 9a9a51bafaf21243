import { shellOf } from '../../shared/ui/server-tree';

/** The server's form, read once: its button to draw again, and the nodes around it to keep. */
export interface ToggleMarkup {
  /** The button without its heart: its tag and attributes, for React to draw with its own state. */
  button: Element;
  /** The server's nodes before the button (its hidden `<input name="id">`), kept as themselves. */
  before: readonly Node[];
  after: readonly Node[];
}

export function readToggle(element: HTMLElement): ToggleMarkup {
  const button = element.querySelector(':scope > button.wishlist-toggle');
  if (!button) throw new Error('the hook must contain a .wishlist-toggle button');
  const nodes = [...element.childNodes];
  const at = nodes.indexOf(button);
  return { button: shellOf(button), before: nodes.slice(0, at), after: nodes.slice(at + 1) };
}
