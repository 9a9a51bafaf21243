import { describeElement } from './report';

/** Elements and text, as hydration sees a list of nodes (it skips comments). */
const hydratable = (nodes: readonly Node[]) => nodes.filter((node) => node instanceof Element || node instanceof Text);

export const describeNode = (node: Node | undefined): string =>
  node === undefined ? 'nothing' : node instanceof Element ? describeElement(node) : `the text ${JSON.stringify((node as Text).data)}`;

const sameNode = (a: Node | undefined, b: Node | undefined) =>
  a instanceof Element ? b instanceof Element && a.localName === b.localName : a instanceof Text && b instanceof Text && a.data === b.data;

/**
 * Where an island's first render differed from its hook's server markup, told from the server's
 * nodes and the ones React drew in their place once hydration gave up: the first element or text that
 * differs, and the element it is in. An element the island added or left out is named as that
 * element, not as the node after it that no longer lines up. An element React drew empty held
 * content it adopted without looking into it, so its content is not compared.
 */
export function describeMismatch(server: readonly Node[], drawn: readonly Node[], parent?: Element): string {
  const [ours, theirs] = [hydratable(server), hydratable(drawn)];
  const where = parent ? ` in ${describeElement(parent)}` : '';
  for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
    const [a, b] = [ours[i], theirs[i]];
    if (!sameNode(a, b)) {
      // What follows lines up once one node is skipped on one side: that node was added or left out.
      if (b instanceof Element && (a === undefined || sameNode(a, theirs[i + 1]))) return `the island rendered ${describeNode(b)}${where}, which the server does not have`;
      if (a instanceof Element && (b === undefined || sameNode(ours[i + 1], b))) return `the server has ${describeNode(a)}${where}, which the island did not render`;
      return `the server has ${describeNode(a)}${where}, the island rendered ${describeNode(b)}`;
    }
    if (a instanceof Element && b!.hasChildNodes()) {
      const inner = describeMismatch([...a.childNodes], [...b!.childNodes], a);
      if (inner) return inner;
    }
  }
  return parent ? '' : 'React found a difference it did not name';
}

