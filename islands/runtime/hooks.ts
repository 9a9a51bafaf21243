import { setState, settle } from './hook-state';
import { loadChunk } from './load-chunk';
import { reportIslandProblem } from './report';
import type { Schema } from './schema';
import type { HookDefinition, IslandContext, Unmount } from './types';
import { scheduleWake } from './wake';

/** `node`, or the HTML element around it: an icon's <svg> or <path> has no click() to replay on. */
const htmlElementAround = (node: Element | null): HTMLElement | null =>
  !node || node instanceof HTMLElement ? node : htmlElementAround(node.parentElement);

// Leaving the page cuts off the chunks on their way (Firefox and WebKit fail those imports after
// beforeunload, before pagehide): nothing failed, so nothing is reported. A page shown again from
// the back/forward cache is no longer being left.
let leaving = false;

/** Whether the shopper is leaving the page: a chunk that fails then was cut off, not broken. */
export const pageLeaving = (): boolean => leaving;

/**
 * Connects every hook below `root` now and every hook added later; disconnects removed ones.
 * Swapped-in HTML therefore needs no re-init call (the Stimulus lesson).
 */
export function startIslands(registry: Record<string, HookDefinition>, root: HTMLElement): MutationObserver {
  // Every hook connected, with what disconnects it: stops its wake, unmounts its island.
  const tracked = new Map<HTMLElement, () => void>();

  // A click on a hook whose chunk is loading is held, then replayed on the woken island (or, if it
  // failed, on the server markup, whose default then runs: link, submit). Held clicks replay in the
  // order they were made, across islands: "+" then "Dodaj do koszyka", clicked while the quantity
  // chunk loads, must add two even when add-to-cart is already awake, so while any click waits every
  // later click queues behind it. A click waits for every loading hook around it: hooks nest.
  const loading = new Map<HTMLElement, Promise<void>>();
  let replays: Promise<void> = Promise.resolve();
  let waiting = 0;
  let replaying = false;
  document.addEventListener(
    'click',
    (event) => {
      // A click meant for the browser (new tab, new window, download) is left to the browser.
      if (replaying || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      // A click dispatched on the document itself has no element to replay on.
      const clicked = htmlElementAround(event.target as Element | null);
      // A box or radio ticks at once with no script (a label ticks its control): it is left to the
      // browser, never frozen, and the island acts on the state it finds when it mounts. Text fields
      // need no exception: a held click does not stop focus or typing.
      if (!clicked || clicked.closest('label,[type=checkbox],[type=radio]')) return;
      const around = [...loading].filter(([hook]) => hook.contains(clicked));
      if (!around.length && !waiting) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      waiting++;
      replays = replays
        .then(() => Promise.all(around.map(([, settled]) => settled)))
        .then(() => {
          replaying = true;
          // Islands adopt their hook's nodes, so the clicked element is still there to replay on. A
          // detached one (its part of the page swapped away meanwhile) does nothing: no island, no navigation.
          if (clicked.isConnected) clicked.click();
          replaying = false;
          waiting--;
        });
    },
    true,
  );

  addEventListener('beforeunload', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));

  function connect(element: HTMLElement): void {
    const name = element.dataset.island;
    if (name === undefined || tracked.has(element)) return;
    const report = (problem: string, cause?: unknown) => reportIslandProblem(name, element, problem, cause);
    // An unknown name (no schema), or attributes the island's schema, which comes with its chunk,
    // cannot use. What is wrong is told by a chunk fetched only now, so boot carries no message text
    // (its budget is 3 KB); the hook is marked once it is told, so whoever waits for the mark finds
    // the line logged.
    const invalid = (schema?: Schema) =>
      import('./explain-hook')
        .then(
          (why) => report(why.explainHook(element, registry, schema)),
          // The cause names the chunk that would have said why; boot's 3 KB has no room for more words.
          (error) => report('left inert', error),
        )
        .then((reason) => settle(element, name, 'invalid', reason));
    const definition = Object.hasOwn(registry, name) && registry[name];
    if (!definition) {
      // Tracked all the same, so a later DOM mutation does not report it again.
      tracked.set(element, () => {});
      void invalid();
      return;
    }
    const context: IslandContext = { name, element, report };
    let gone = false;
    let unmount: Unmount | void;
    const start = () => {
      setState(element, 'loading');
      const woke = performance.now();
      // Never rejects: every failure is reported here.
      // React's mount code is requested beside the island's chunk, never after it.
      const woken = loadChunk(() => Promise.all([definition.load(), import('./react-root')]))
        .then(async ([module, { mountModule }]) => {
          // mountModule parses the hook's attributes with the module's schema (false: unusable ones),
          // then mounts in a task of its own, only if the hook is still here.
          const mounted = await mountModule(module, element, context, () => gone, registry, woke);
          if (mounted === false) return invalid(module.schema);
          unmount = mounted;
          if (!gone) settle(element, name, 'mounted');
        })
        .catch((error: unknown) => {
          // A page being left says nothing, to the console or to theme scripts.
          if (leaving) setState(element, 'failed');
          else settle(element, name, 'failed', report('could not start; the server markup stays', error));
          // A page the shopper comes back to from the back/forward cache tries again (the first
          // pageshow has passed, so only such a return fires another).
          addEventListener('pageshow', start, { once: true });
        })
        .finally(() => loading.delete(element));
      loading.set(element, woken);
    };
    const cancelWake = scheduleWake(definition.wake, element, start);
    tracked.set(element, () => {
      gone = true;
      cancelWake();
      unmount?.();
    });
    setState(element, 'waiting');
  }

  // The node itself (connect passes over one that is no hook) and every hook inside it.
  const connectWithin = (node: Node) => {
    if (node instanceof HTMLElement) [node, ...node.querySelectorAll<HTMLElement>('[data-island]')].forEach(connect);
  };

  const observer = new MutationObserver((records) => {
    if (records.some((record) => record.removedNodes.length))
      for (const [element, disconnect] of tracked)
        if (!element.isConnected) {
          tracked.delete(element);
          disconnect();
        }
    for (const record of records) record.addedNodes.forEach(connectWithin);
  });
  observer.observe(root, { childList: true, subtree: true });
  connectWithin(root);
  return observer;
}
