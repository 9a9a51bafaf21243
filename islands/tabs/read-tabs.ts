/** One `[data-tab-panel]` of the hook: the server element, what its tab says, and the heading that said it. */
export interface TabPanel {
  element: HTMLElement;
  id: string;
  label: string;
  /** Hidden visually once the tab list shows its words; kept for screen readers' heading navigation. */
  heading: Element | null;
}

/** The hook's server markup: its panels, and all its child nodes in order (panels and what sits between them). */
export interface TabsMarkup {
  panels: readonly TabPanel[];
  nodes: readonly Node[];
}

// The panel's first heading, wherever it sits in the panel (a panel header of the theme's), names its tab.
const HEADING = 'h2, h3, h4, h5, h6';

export function readTabs(element: HTMLElement): TabsMarkup {
  const elements = [...element.querySelectorAll<HTMLElement>(':scope > [data-tab-panel]')];
  if (elements.length === 0) throw new Error('the hook has no [data-tab-panel] among its direct children');
  const unnamed = elements.findIndex((panel) => !panel.id);
  if (unnamed >= 0) throw new Error(`[data-tab-panel] number ${unnamed + 1} of ${elements.length} has no id, which its tab needs for aria-controls`);
  const panels = elements.map((panel) => {
    const heading = panel.dataset.tabLabel === undefined ? panel.querySelector(HEADING) : null;
    const label = panel.dataset.tabLabel ?? heading?.textContent?.trim() ?? '';
    if (!label) throw new Error(`#${panel.id} has neither a data-tab-label nor a heading (<h2>–<h6>) with text inside it, to name its tab`);
    return { element: panel, id: panel.id, label, heading };
  });
  return { panels, nodes: [...element.childNodes] };
}
