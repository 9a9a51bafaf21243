/** The server's form, read once: all its nodes, to adopt as they are, and the button the island owns. */
export interface ToggleMarkup {
  nodes: readonly Node[];
  /** Shows the state through `aria-pressed`; its content (an icon, a hidden label) stays the theme's. */
  button: Element;
}

export function readToggle(element: HTMLElement): ToggleMarkup {
  const button = element.querySelector('button.wishlist-toggle');
  if (!button) throw new Error('no <button class="wishlist-toggle"> inside the hook, to carry aria-pressed');
  return { nodes: [...element.childNodes], button };
}
