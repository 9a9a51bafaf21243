import type { Page } from '@playwright/test';

/** An element to build in the page: tag, attributes, text and children. */
export interface Markup {
  tag: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: Markup[];
}

/**
 * Adds elements to the page the way a page-part swap would, built node by node: an HTML string
 * would be a Trusted Types sink, which the strict-CSP project rightly blocks for test code too.
 */
export async function insertMarkup(page: Page, parentSelector: string, where: 'prepend' | 'append', markup: Markup[]): Promise<void> {
  await page.evaluate(
    ({ parentSelector, where, markup }) => {
      const build = (m: Markup): Element => {
        const element = document.createElement(m.tag);
        for (const [name, value] of Object.entries(m.attrs ?? {})) element.setAttribute(name, value);
        if (m.text) element.append(m.text);
        element.append(...(m.children ?? []).map(build));
        return element;
      };
      const parent = document.querySelector(parentSelector);
      if (!parent) throw new Error(`insertMarkup: no ${parentSelector}`);
      parent[where](...markup.map(build));
    },
    { parentSelector, where, markup },
  );
}
