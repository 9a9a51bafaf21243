import { useEffect } from 'react';
import { fragmentId } from '../../shared/fragment';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { faqSchema } from './schema';

export const schema = faqSchema;

type Props = PropsOf<typeof faqSchema> & IslandProps;

/** The items are disclosure hooks, left as the server made them. */
export const drawsNothing = true;

/** The FAQ item `id` names: a <details> inside `list`, or null. */
function itemOf(list: HTMLElement, id: string): HTMLDetailsElement | null {
  const target = id ? document.getElementById(id) : null;
  return target instanceof HTMLDetailsElement && list.contains(target) ? target : null;
}

/** Opens the item the fragment names; false when it names none. */
function openFromHash(list: HTMLElement): boolean {
  const item = itemOf(list, fragmentId(location.hash));
  if (!item) return false;
  item.open = true;
  item.scrollIntoView({ block: 'start' });
  // The question is where the shopper's reading (and Tab) continues from.
  item.querySelector<HTMLElement>(':scope > summary')?.focus({ preventScroll: true });
  return true;
}

// Replacing, not pushing: opening ten questions should not take ten Back presses to leave the page.
function followToggle(list: HTMLElement, item: EventTarget | null): void {
  if (!(item instanceof HTMLDetailsElement) || !item.id || itemOf(list, item.id) !== item) return;
  const fragment = '#' + encodeURIComponent(item.id);
  if (item.open) history.replaceState(history.state, '', fragment);
  else if (location.hash === fragment) history.replaceState(history.state, '', location.pathname + location.search);
}

/**
 * Keeps the URL fragment and the open FAQ item in step: opening an item sets `#{id}`, closing it
 * removes the fragment, and a fragment (on load or a later `hashchange`) opens its item. Opening and
 * closing themselves belong to the disclosure island on each item; this one only listens to `toggle`,
 * so it follows whoever toggled the item (mouse, keyboard, the native accordion group, no island at
 * all). It draws nothing: React never touches the list.
 */
export default function Faq({ context }: Props) {
  const list = context.element;

  useEffect(() => {
    const onToggle = (event: Event) => followToggle(list, event.target);
    const onHashChange = () => openFromHash(list);
    // `toggle` does not bubble: listen in the capture phase.
    list.addEventListener('toggle', onToggle, true);
    window.addEventListener('hashchange', onHashChange);
    // An item the shopper opened while this island loaded (a first Enter or click) toggled before
    // anyone listened: without a fragment of its own to open, the fragment catches up with it now.
    if (!openFromHash(list)) followToggle(list, list.querySelector('details[open]'));
    return () => {
      list.removeEventListener('toggle', onToggle, true);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [list]);

  return null;
}
