import { afterAll, expect } from 'vitest';
import { LOADING_HIDE_DELAY_MS, POPUP_REMOVE_DELAY_MS } from '../shared/constants';
import { ANNOUNCE_FILL_DELAY_MS } from '../shared/ui/announce';

/**
 * What shared/ui draws outside every island (the pop-up, the loading indicator, the live region) has
 * React roots of its own, which no test unmounts. Their timers, and the passive-effect flush a React
 * commit queues with setImmediate, must run while the test file's DOM is still there. Once it is gone,
 * React's development build reads `window` and throws an unhandled ReferenceError that fails the run.
 * Fresh-clone CI hit this twice: a flush after ProductOptions.test.tsx, and the indicator's announce
 * timer. A file with a DOM therefore ends after the longest of those timers, and then that queue.
 */
const LONGEST_UI_TIMER_MS = Math.max(LOADING_HIDE_DELAY_MS, POPUP_REMOVE_DELAY_MS) + ANNOUNCE_FILL_DELAY_MS;

/**
 * Boot wakes islands once the page's first paint is reported through Paint Timing (islands/runtime/wake.ts),
 * which every browser it targets has. happy-dom paints nothing, so a DOM under test has painted at once.
 * Tests that need a page before its first paint stub PerformanceObserver themselves (wake.test.ts).
 */
class PaintedAtOnce {
  constructor(private readonly report: () => void) {}
  observe(options: PerformanceObserverInit) {
    if (options.type === 'paint') this.report();
  }
  disconnect() {}
}
if (typeof document !== 'undefined') globalThis.PerformanceObserver = PaintedAtOnce as unknown as typeof PerformanceObserver;

afterAll(async () => {
  if (typeof document === 'undefined') return;
  await new Promise<void>((resolve) => setTimeout(resolve, LONGEST_UI_TIMER_MS));
  await new Promise<void>((resolve) => setImmediate(resolve));
});

/**
 * `expect(after).toBeTheSameNodes(before)`: the very nodes, in order. toEqual compares DOM nodes by
 * structure (isEqualNode), so a clone of the server's markup would pass where adoption promises the
 * server's own nodes.
 */
expect.extend({
  toBeTheSameNodes(received: readonly Node[], expected: readonly Node[]) {
    const other = Array.from({ length: Math.max(received.length, expected.length) }, (_, i) => i).find((i) => received[i] !== expected[i]) ?? -1;
    const name = (node: Node | undefined) => (node ? (node instanceof Element ? `<${node.localName}>` : JSON.stringify(node.textContent)) : 'nothing');
    return {
      pass: other === -1,
      message: () =>
        other === -1
          ? 'expected other nodes than the given ones'
          : `expected the same ${expected.length} nodes, got ${received.length}; at ${other}: ${name(received[other])} is not the node ${name(expected[other])}`,
    };
  },
});

declare module 'vitest' {
  interface Matchers<T = any> {
    toBeTheSameNodes(expected: readonly Node[]): T;
  }
}
