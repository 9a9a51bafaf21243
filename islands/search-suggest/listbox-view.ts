import type { SuggestGroup } from './suggestion-groups';

const IMAGE_SIZE_PX = 40;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Fills the listbox with labelled groups of options and returns the options in order. Every text
 * goes in as textContent: the answer's names never become markup. Options are links (role=option is
 * allowed on <a href>), so a middle click still opens a new tab; tabindex -1 keeps them out of the
 * Tab order, as focus stays in the combobox.
 */
export function renderGroups(listbox: HTMLElement, groups: readonly SuggestGroup[]): HTMLAnchorElement[] {
  const options: HTMLAnchorElement[] = [];
  listbox.replaceChildren(
    ...groups.map((group) => {
      const box = element('div', 'search-suggest__group');
      box.setAttribute('role', 'group');
      const label = element('div', 'search-suggest__group-label', group.label);
      label.id = `${group.id}-label`;
      box.setAttribute('aria-labelledby', label.id);
      box.append(label);
      for (const option of group.options) {
        const link = element('a', option.image !== undefined || option.price !== undefined ? 'search-suggest__option search-suggest__option--product' : 'search-suggest__option');
        link.id = option.id;
        link.href = option.href;
        link.tabIndex = -1;
        link.setAttribute('role', 'option');
        link.setAttribute('aria-selected', 'false');
        if (option.phrase !== undefined) link.dataset.phrase = option.phrase;
        if (option.image !== undefined) {
          const image = element('img', 'search-suggest__image');
          image.alt = '';
          image.width = IMAGE_SIZE_PX;
          image.height = IMAGE_SIZE_PX;
          image.loading = 'lazy';
          image.src = option.image;
          link.append(image);
        }
        link.append(element('span', 'search-suggest__name', option.label));
        if (option.price !== undefined) link.append(element('span', 'search-suggest__price', option.price));
        box.append(link);
        options.push(link);
      }
      return box;
    }),
  );
  return options;
}
