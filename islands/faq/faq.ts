import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import type { faqSchema } from './schema';

/**
 * Keeps the URL fragment and the open FAQ item in step: opening an item sets `#{id}`, closing it
 * removes the fragment, and a fragment (on load or a later `hashchange`) opens its item. Opening and
 * closing themselves belong to the disclosure island on each item; this one only listens to `toggle`,
 * so it follows whoever toggled the item (mouse, keyboard, the native accordion group, no island at all).
 */
const faq: IslandModule<PropsOf<typeof faqSchema>> = {
  mount(element) {
    const itemOf = (id: string): HTMLDetailsElement | null => {
      const target = id ? document.getElementById(id) : null;
      return target instanceof HTMLDetailsElement && element.contains(target) ? target : null;
    };

    const openFromHash = () => {
      let id: string;
      try {
        id = decodeURIComponent(location.hash.slice(1));
      } catch {
        return;
      }
      const item = itemOf(id);
      if (!item) return;
      item.open = true;
      item.scrollIntoView({ block: 'start' });
      // The question is where the shopper's reading (and Tab) continues from.
      item.querySelector<HTMLElement>(':scope > summary')?.focus({ preventScroll: true });
    };

    // Replacing, not pushing: opening ten questions should not take ten Back presses to leave the page.
    const onToggle = (event: Event) => {
      const item = event.target;
      if (!(item instanceof HTMLDetailsElement) || !item.id || itemOf(item.id) !== item) return;
      const fragment = '#' + encodeURIComponent(item.id);
      if (item.open) history.replaceState(history.state, '', fragment);
      else if (location.hash === fragment) history.replaceState(history.state, '', location.pathname + location.search);
    };

    // `toggle` does not bubble: listen in the capture phase.
    element.addEventListener('toggle', onToggle, true);
    window.addEventListener('hashchange', openFromHash);
    openFromHash();
    return () => {
      element.removeEventListener('toggle', onToggle, true);
      window.removeEventListener('hashchange', openFromHash);
    };
  },
};

export default faq;
