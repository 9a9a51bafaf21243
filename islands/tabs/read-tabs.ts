/** One `[data-tab-panel]` of the hook: the server element and what its tab says. */
export interface TabPanel {
  element: HTMLElement;
  id: string;
  label: string;
}

/** The hook's server markup: its panels, and all its child nodes in order (panels and what sits between them). */
export interface TabsMarkup {
  panels: readonly TabPanel[];
  nodes: readonly Node[];
}

// The panel's first heading names its tab; tabs.css hides the same heading visually.
const HEADING = ':scope > :is(h2, h3, h4, h5, h6)';

export function readTabs(element: HTMLElement): TabsMarkup {
  const elements = [...element.querySelectorAll<HTMLElement>(':scope > [data-tab-panel]')];
  if (elements.length === 0) throw new Error('the hook has no [data-tab-panel] children');
  if (elements.some((panel) => !panel.id)) throw new Error('every [data-tab-panel] needs an id');
  const panels = elements.map((panel) => {
    const label = panel.dataset.tabLabel ?? panel.querySelector(HEADING)?.textContent?.trim() ?? '';
    if (!label) throw new Error(`#${panel.id} needs a heading or a data-tab-label`);
    return { element: panel, id: panel.id, label };
  });
  return { panels, nodes: [...element.childNodes] };
}
