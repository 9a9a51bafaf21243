import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import type { tabsSchema } from './schema';
import { tabIndexForKey } from './tab-keys';

/** Fired on the hook whenever the selected panel changes (and once on mount): `detail.panelId`. */
export const TAB_SELECT_EVENT = 'tabs:select';
const HEADING = ':scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > h6';

interface Tab {
  panel: HTMLElement;
  tab: HTMLButtonElement;
  heading: HTMLElement | null;
  labelledBy: string | null;
}

/**
 * WAI-ARIA tabs over server markup where every panel is visible with its own heading (so the page
 * works without JavaScript): a tab list is built from the panels' headings, one panel shows at a time,
 * arrow keys, Home and End move between tabs (selection follows focus), one tab is in the Tab order.
 */
const tabs: IslandModule<PropsOf<typeof tabsSchema>> = {
  mount(element, props) {
    const panels = [...element.querySelectorAll<HTMLElement>(':scope > [data-tab-panel]')];
    if (panels.length === 0) throw new Error('the hook has no [data-tab-panel] children');
    const unnamed = panels.find((panel) => !panel.id);
    if (unnamed) throw new Error('every [data-tab-panel] needs an id');

    const list = document.createElement('div');
    list.className = 'sf-tabs__list';
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-label', props.label);

    const items: Tab[] = panels.map((panel) => {
      const heading = panel.querySelector<HTMLElement>(HEADING);
      const label = panel.dataset.tabLabel ?? heading?.textContent?.trim() ?? '';
      if (!label) throw new Error(`#${panel.id} needs a heading or a data-tab-label`);
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.className = 'sf-tabs__tab';
      tab.id = `${panel.id}-tab`;
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', panel.id);
      tab.textContent = label;
      list.append(tab);
      const labelledBy = panel.getAttribute('aria-labelledby');
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      // The tab now names the panel; the heading stays for screen-reader heading navigation.
      heading?.classList.add('sf-visually-hidden');
      return { panel, tab, heading, labelledBy };
    });
    element.prepend(list);
    element.classList.add('sf-tabs');

    let selected = -1;
    const select = (index: number, focus: boolean) => {
      items.forEach(({ tab, panel }, i) => {
        const on = i === index;
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
        panel.hidden = !on;
      });
      if (focus) items[index]!.tab.focus();
      if (index !== selected) {
        selected = index;
        element.dispatchEvent(new CustomEvent(TAB_SELECT_EVENT, { bubbles: true, detail: { panelId: items[index]!.panel.id } }));
      }
    };
    const indexOfId = (id: string) => items.findIndex(({ panel }) => panel.id === id);
    const fromHash = () => indexOfId(decodeURIComponent(location.hash.slice(1)));

    const onClick = (event: MouseEvent) => {
      const index = items.findIndex(({ tab }) => tab === event.target || tab.contains(event.target as Node));
      if (index >= 0) select(index, false);
    };
    const onKeydown = (event: KeyboardEvent) => {
      const index = items.findIndex(({ tab }) => tab === event.target);
      if (index < 0) return;
      const target = tabIndexForKey(event.key, index, items.length);
      if (target === null) return;
      event.preventDefault();
      select(target, true);
    };
    const onHashChange = () => {
      const index = fromHash();
      if (index >= 0) select(index, false);
    };

    const initial = [fromHash(), indexOfId(props.selected)].find((i) => i >= 0) ?? 0;
    select(initial, false);
    list.addEventListener('click', onClick);
    list.addEventListener('keydown', onKeydown);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      list.remove();
      element.classList.remove('sf-tabs');
      for (const { panel, heading, labelledBy } of items) {
        panel.hidden = false;
        panel.removeAttribute('role');
        panel.removeAttribute('tabindex');
        if (labelledBy) panel.setAttribute('aria-labelledby', labelledBy);
        else panel.removeAttribute('aria-labelledby');
        heading?.classList.remove('sf-visually-hidden');
      }
    };
  },
};

export default tabs;
