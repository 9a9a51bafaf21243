/**
 * How a listing swap brings the answer's part into the page: morphed, not replaced, so every element
 * the answer still holds (the filter form, the price slider, a card of a product still listed) stays
 * the node it was, with its focus, listeners and island, and only what changed is touched.
 *
 * morphdom, not idiomorph: idiomorph matches elements by id only, and a theme's product cards carry
 * `data-product-id`, no id; morphdom takes the key from us (`getNodeKey`) and can be told to leave an
 * element alone or to let it be replaced (`onBeforeElUpdated`).
 *
 * Hooks (`data-island`): their attributes are the island's props, read once, so a hook whose
 * attributes the answer changed is replaced whole (the runtime unmounts it and mounts the new one). A
 * hook with the same attributes stays the same node; inside it, the nodes a React root holds
 * (`adopted-hooks.ts`) are left as they are, the nodes of a hook that draws nothing or has not woken
 * (the sorter's hidden fields, a wishlist toggle not yet touched) are morphed like any others.
 */
import morphdom from 'morphdom';
import { adoptedAttributes, serverAttributes } from '../runtime/adopted-hooks';

const HOOK = 'data-island';
const HOOK_SELECTOR = `[${HOOK}]`;
const STATE = 'data-island-state';

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;

/** Whether `node` lies inside a hook whose nodes a React root holds: none of them may be moved out. */
function insideAdopted(node: Element): boolean {
  for (let hook = node.parentElement?.closest(HOOK_SELECTOR); hook; hook = hook.parentElement?.closest(HOOK_SELECTOR))
    if (adoptedAttributes(hook) !== undefined) return true;
  return false;
}

/**
 * What an element is matched by, wherever it moved in the part: its id, or a product's id with the
 * element's kind (a card and its wishlist toggle carry the same product). Unkeyed elements are matched
 * by position.
 */
function keyOf(node: Node): string | undefined {
  if (!isElement(node)) return undefined;
  // getAttribute, not .id: a form's .id is its field named "id" (the wishlist toggle's).
  const id = node.getAttribute('id');
  const product = node.getAttribute('data-product-id');
  const key = id ? `#${id}` : product ? `${node.localName}[${node.getAttribute(HOOK) ?? ''}]@${product}` : undefined;
  return key && !insideAdopted(node) ? key : undefined;
}

/**
 * Morphs the page's part `from` into the answer's `to` (whose nodes may move into the page). `keep`,
 * when given, is left as it is: the form the shopper just submitted already shows what was sent.
 */
export function morphPart(from: Element, to: Element, keep: Element | null): void {
  const replaced: [page: Element, answer: Element][] = [];
  morphdom(from, to, {
    getNodeKey: keyOf,
    onBeforeElUpdated(page, answer) {
      if (page === keep) return false;
      if (!page.hasAttribute(HOOK)) return true;
      const adopted = adoptedAttributes(page);
      if ((adopted ?? serverAttributes(page)) !== serverAttributes(answer)) {
        // After the morph: morphdom is still walking the page's nodes.
        replaced.push([page, answer]);
        return false;
      }
      if (adopted !== undefined) return false;
      // The runtime's mark stays: the island (or its wait) is the same.
      const state = page.getAttribute(STATE);
      if (state !== null) answer.setAttribute(STATE, state);
      return true;
    },
  });
  for (const [page, answer] of replaced) page.replaceWith(answer);
}
