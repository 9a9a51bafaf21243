// @vitest-environment happy-dom
/**
 * Every island, on every hook of the fixture shop's page types in both themes, mounted the way boot
 * mounts it and unmounted: its hook is then the server markup node for node (the same nodes, each
 * element's attributes, each text), and nothing it drew is left in the page. A theme script that
 * takes a hook out and puts it back relies on exactly that (e2e/leave-and-return.spec.ts walks it in
 * Chromium on the product page, listing and home page).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixturePageMarkup } from '../../test-support/fixture-page-markup';
import { renderIsland } from '../../test-support/test-context';
import { registry, type IslandName } from '../registry';
import { describeNode } from './mismatch';
import { parseProps } from './schema';

interface NodeState {
  node: Node;
  /** An element's attributes or a text's data, as one comparable string. */
  state: string;
}

/** Every node under `hook` (itself included), in document order, with what a shopper's page would show of it. */
function snapshot(hook: Element): NodeState[] {
  const walker = document.createTreeWalker(hook, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const nodes: NodeState[] = [];
  for (let node: Node | null = hook; node; node = walker.nextNode()) {
    const state = node instanceof Element ? [...node.attributes].map(({ name, value }) => `${name}="${value}"`).sort().join(' ') : (node as Text).data;
    nodes.push({ node, state });
  }
  return nodes;
}

/** The first difference between the server's markup and the hook after the island left, or ''. */
function difference(before: NodeState[], after: NodeState[]): string {
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const [server, now] = [before[i], after[i]];
    if (server?.node !== now?.node) return `node ${i}: the server's ${describeNode(server?.node)} is now ${describeNode(now?.node)}`;
    if (server!.state !== now!.state) return `${describeNode(server!.node)} was [${server!.state}], is [${now!.state}]`;
  }
  return '';
}

/** The page's elements outside `hook`, by identity: what an island drew elsewhere (a dialog, a region) must go with it. */
const outside = (hook: Element) => [...document.body.querySelectorAll('*')].filter((element) => !hook.contains(element));

beforeAll(() => {
  // No answer ever comes, and a leaving island's abort is heard: what is on the page is the mount's own.
  vi.stubGlobal('fetch', (_input: unknown, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))));
});
afterAll(() => vi.unstubAllGlobals());

const cases = fixturePageMarkup();

describe.each(cases)('on $page of theme $theme', ({ html }) => {
  it('every hook is the server markup again once its island has left', async () => {
    const results: string[] = [];
    let hooks = 0;
    // The body only: happy-dom would try to load the head's stylesheets.
    const body = new DOMParser().parseFromString(html.replace(/<link[^>]*>/g, ''), 'text/html').body;
    document.body.replaceWith(document.adoptNode(body));
    for (const hook of document.querySelectorAll<HTMLElement>('[data-island]')) {
      const name = hook.dataset.island as IslandName;
      const island = await registry[name].load();
      const props = parseProps(island.schema, hook);
      if (!props) throw new Error(`${name}'s attributes do not fit its schema`);
      const [before, around] = [snapshot(hook), outside(hook)];
      const { unmount } = renderIsland(island, hook, props);
      unmount();
      const left = outside(hook).filter((element) => !around.includes(element));
      results.push(`${name}: ${difference(before, snapshot(hook)) || 'same'}${left.length ? `, left ${left.map(describeNode).join(' ')}` : ''}`);
      hooks++;
    }
    expect(hooks).toBeGreaterThan(0);
    expect(results.filter((result) => !result.endsWith(': same'))).toEqual([]);
  });
});

it('covers every island of the registry', () => {
  const placed = new Set(cases.flatMap(({ html }) => [...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1])));
  expect(Object.keys(registry).filter((name) => !placed.has(name))).toEqual([]);
});
