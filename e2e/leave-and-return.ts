/**
 * A theme script taking a mounted hook out of the page and putting it back (a responsive layout, a
 * sticky header), measured: the hook's elements and their attributes once mounted, while it is out,
 * and once it woke again, against the theme's elements as the server sent them.
 */
import type { Locator, Page } from '@playwright/test';
import { hookStates, wakeAll } from '../scripts/bench/wake-islands';
import { expect } from './test';

/**
 * Runs when parsing ends, before any module script: every hook and element inside one, with its
 * attributes as the server wrote them (the theme's own, told from what the islands add). Attributes
 * are compared as `name=value`, a class as its sorted names (glide puts its own in another order),
 * and the hook's state mark left out: it is boot's, not the theme's or the island's.
 */
const LEAVE_PROBE = `document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;
  const attributes = (node) => [...node.attributes]
    .filter((a) => a.name !== 'data-island-state')
    .map((a) => a.name + '=' + (a.name === 'class' ? [...node.classList].sort().join(' ') : a.value))
    .sort();
  const describe = (node) => '<' + node.localName + (node.id ? '#' + node.id : '') + [...node.classList].map((c) => '.' + c).join('') + '>';
  const diff = (node, from) => {
    const now = attributes(node);
    const changes = [...from.filter((a) => !now.includes(a)).map((a) => '-' + a), ...now.filter((a) => !from.includes(a)).map((a) => '+' + a)];
    return changes.length ? describe(node) + ' ' + changes.join(' ') : '';
  };
  const server = new Map([...document.querySelectorAll('[data-island], [data-island] *')].map((node) => [node, attributes(node)]));
  const texts = new Map([...document.querySelectorAll('[data-island]')].map((hook) => [hook, hook.textContent]));
  window.__leaveProbe = { server, texts, attributes, describe, diff };
});`;

export async function installLeaveProbe(page: Page): Promise<void> {
  await page.addInitScript(LEAVE_PROBE);
}

/** One hook's round trip; every list empty when it left as it came. */
export interface RoundTrip {
  /** Elements in the hook once mounted, before it left and after it came back. */
  elements: { before: number; after: number };
  /** The theme's elements no longer in the hook after it came back (replaced or lost). */
  themeReplaced: string[];
  /** Elements the first mount added that are still in the hook after the second: left behind. */
  leftBehind: string[];
  /** The theme's elements (the hook too) whose attributes differ between the first mount and the second. */
  attributesChanged: string[];
  /** While out of the page: the theme's elements whose attributes are not the server's. */
  outAttributes: string[];
  /** While out of the page: elements the server did not send (what the island added and did not take back). */
  outExtra: string[];
  /** While out of the page: the hook's text, when it is not the server's. */
  outText: string[];
}

interface Probe {
  server: Map<Element, string[]>;
  texts: Map<Element, string | null>;
  attributes: (node: Element) => string[];
  describe: (node: Element) => string;
  diff: (node: Element, from: string[]) => string;
}

interface Noted {
  __leaveProbe: Probe;
  __leave?: { elements: Element[]; attributes: Map<Element, string[]>; out: Pick<RoundTrip, 'outAttributes' | 'outExtra' | 'outText'> };
}

/** Every hook on the page is mounted: none waiting, loading, failed or invalid. */
export async function expectEveryHookMounted(page: Page): Promise<void> {
  expect(await wakeAll(page), 'hooks that never woke').toEqual([]);
  expect((await hookStates(page)).filter((hook) => hook.state !== 'mounted')).toEqual([]);
}

/**
 * Takes `hook` out of the page as a theme script would (`remove()`), waits a frame (boot unmounts it),
 * puts it back where it was, and waits until it and every hook in it are mounted again.
 */
export async function takeOutAndPutBack(page: Page, hook: Locator): Promise<RoundTrip> {
  await expect(hook).toHaveAttribute('data-island-state', 'mounted');
  await hook.evaluate(async (element) => {
    const noted = window as unknown as Noted;
    const { server, texts, attributes, describe, diff } = noted.__leaveProbe;
    const elements = [...element.querySelectorAll('*')];
    const mounted = new Map([element, ...elements].map((node) => [node, attributes(node)]));
    // Where it goes back: an island may keep a node of its own beside its hook (a message box) until it leaves.
    const place = document.createComment('');
    element.before(place);
    element.remove();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const inside = [...element.querySelectorAll('*')];
    noted.__leave = {
      elements,
      attributes: mounted,
      out: {
        outAttributes: [element, ...inside].filter((node) => server.has(node)).map((node) => diff(node, server.get(node)!)).filter(Boolean),
        outExtra: inside.filter((node) => !server.has(node)).map(describe),
        outText: texts.get(element) === element.textContent ? [] : [`${describe(element)} text ${JSON.stringify(element.textContent?.trim().slice(0, 80))}`],
      },
    };
    place.replaceWith(element);
  });
  // Back on the page, the hook waits to wake by its strategy, as on a first visit.
  await expectEveryHookMounted(page);
  return hook.evaluate((element): RoundTrip => {
    const noted = window as unknown as Noted;
    const { server, describe, diff } = noted.__leaveProbe;
    const { elements, attributes, out } = noted.__leave!;
    const theme = elements.filter((node) => server.has(node));
    return {
      elements: { before: elements.length, after: element.querySelectorAll('*').length },
      themeReplaced: theme.filter((node) => !element.contains(node)).map(describe),
      leftBehind: elements.filter((node) => !server.has(node) && element.contains(node)).map(describe),
      attributesChanged: [element, ...theme.filter((node) => element.contains(node))].map((node) => diff(node, attributes.get(node)!)).filter(Boolean),
      ...out,
    };
  });
}

/** The theme's elements of `hook`, noted before it left, that are no longer in it: what an interaction replaced. */
export function themeElementsGone(hook: Locator): Promise<string[]> {
  return hook.evaluate((element) => {
    const noted = window as unknown as Noted;
    const { server, describe } = noted.__leaveProbe;
    return noted.__leave!.elements.filter((node) => server.has(node) && !element.contains(node)).map(describe);
  });
}
