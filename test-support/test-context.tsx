import { act, cleanup } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { afterEach, vi } from 'vitest';
import { hydrateIsland, type Hydrating } from '../islands/runtime/react-root';
import type { IslandContext, ReactIslandModule, Unmount } from '../islands/runtime/types';

const mounted = new Set<Unmount>();

// No test globals here, so Testing Library cannot unmount by itself: every test's roots go after it,
// the islands through the runtime's own restore.
afterEach(() => {
  for (const unmount of mounted) act(unmount);
  mounted.clear();
  cleanup();
});

/** A context for unit-testing an island without boot. */
export function testContext(element: HTMLElement, name = 'test'): IslandContext {
  return { name, element, report: vi.fn() };
}

/**
 * Mounts a React island on its hook through the runtime's own path (`hydrateIsland`), under
 * <StrictMode>: its markup read first, then the component hydrating the hook's own nodes, checked
 * against them (a difference throws, naming it), and rendered once more, awake; or, for an island that
 * draws nothing, in a root off the page. `unmount` is the runtime's restore: the hook is the server's
 * markup again.
 */
export function renderIsland<P extends object, R extends object>(island: ReactIslandModule<P, R>, element: HTMLElement, props: P): { context: IslandContext; unmount: Unmount } {
  const context = testContext(element);
  const read = island.read?.(element, props) as R;
  const adopt = !island.drawsNothing;
  const container = adopt ? element : document.createElement('div');
  let hydrating!: Hydrating;
  let restore!: Unmount;
  // Two acts, as boot's two steps: the first commit is in once the first one ends.
  act(() => void (hydrating = hydrateIsland(container, strict(island.default), { ...props, ...read }, context, adopt)));
  act(() => void (restore = hydrating.wake()));
  mounted.add(restore);
  return {
    context,
    unmount: () => {
      mounted.delete(restore);
      act(restore);
    },
  };
}

/**
 * The island under <StrictMode>, as renderIsland renders it; for a test that mounts it through the
 * runtime's own mountIsland (to prove what that mount does: adopting focused nodes, giving the server
 * nodes back).
 */
export function strict<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  return function Strict(props: P) {
    return (
      <StrictMode>
        <Island {...props} />
      </StrictMode>
    );
  };
}
