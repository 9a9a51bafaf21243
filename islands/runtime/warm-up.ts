import { whenIdle } from '../../shared/idle';
import { savesData } from '../../shared/saves-data';
import type { HookDefinition } from './types';

type Registry = Record<string, HookDefinition>;

/** Names of the islands on the page still waiting for a touch, in page order, each once. */
export function waitingForTouch(registry: Registry, root: ParentNode): string[] {
  const names = [...root.querySelectorAll<HTMLElement>('[data-island-state=waiting]')].map((hook) => hook.dataset.island!);
  return [...new Set(names)].filter((name) => Object.hasOwn(registry, name) && registry[name]!.wake === 'interaction');
}

/**
 * Fetches and evaluates, one per idle moment, the chunks of the islands on the page that wake on a
 * touch, once the first island has brought React: a first touch then pays for the mount only, not for
 * a chain of chunk requests and their evaluation (the bench's cold first touch). Nothing is mounted
 * and no hook changes state. A chunk that fails here is simply not warm: the touch loads it again and
 * reports a failure there. Shoppers who asked to save data get the chunk on their touch only.
 * Never rejects.
 */
export async function warmUp(registry: Registry, root: ParentNode = document): Promise<void> {
  if (savesData()) return;
  for (const name of waitingForTouch(registry, root)) {
    await whenIdle();
    // A touch may have woken it meanwhile; its own load is under way then.
    if (!root.querySelector(`[data-island="${name}"][data-island-state=waiting]`)) continue;
    await registry[name]!.load().catch(() => undefined);
  }
}
