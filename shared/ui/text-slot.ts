/** A part of the theme's markup whose whole text an island renders, and the text the server gave it. */
export interface TextSlot {
  element: Element;
  /** What the island's first render reproduces, and shows until it has something else to show. */
  text: string;
}

/**
 * Finds a text slot in the hook. It must hold text only, since React then owns every child of it:
 * the theme's words and markup go around it.
 */
export function textSlot(hook: Element, selector: string): TextSlot | null {
  const element = hook.querySelector(selector);
  if (!element) return null;
  if (element.firstElementChild) throw new Error(`${selector} must hold only text (the island writes all of it; put your words and markup around it)`);
  return { element, text: element.textContent ?? '' };
}
