import { cleanup, render } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { afterEach, vi } from 'vitest';
import { AdoptionContext, createAdoption } from '../shared/ui/adoption';
import { Awake } from '../shared/ui/awake';
import { HostElement } from '../shared/ui/use-host-props';
import type { IslandContext, ReactIslandModule } from '../islands/runtime/types';

// No test globals here, so Testing Library cannot unmount by itself: every test's roots go after it.
afterEach(cleanup);

/** A context for unit-testing an island without boot. */
export function testContext(element: HTMLElement, name = 'test'): IslandContext {
  return { name, element, report: vi.fn() };
}

/**
 * Renders a React island on its hook the way the runtime does, under <StrictMode>: its markup read
 * first, then the component hydrating the hook's own nodes and rendered once more, awake; or, for an
 * island that draws nothing, in a root off the page.
 */
export function renderIsland<P extends object, R extends object>(island: ReactIslandModule<P, R>, element: HTMLElement, props: P) {
  const context = testContext(element);
  const Island = island.default;
  const read = island.read?.(element, props) as R;
  const adoption = createAdoption();
  const tree = (awake: boolean) => (
    <StrictMode>
      <AdoptionContext value={adoption}>
        <HostElement value={element}>
          <Awake value={awake}>
            <Island {...props} {...read} context={context} />
          </Awake>
        </HostElement>
      </AdoptionContext>
    </StrictMode>
  );
  if (island.drawsNothing) return { context, ...render(tree(true), { container: document.createElement('div') }) };
  const rendered = render(tree(false), { container: element, hydrate: true });
  rendered.rerender(tree(true));
  return { context, ...rendered };
}

/**
 * The island under <StrictMode>, for a test that mounts it through the runtime's own mountIsland (to
 * prove what that mount does: adopting focused nodes, giving the server nodes back), so it too is
 * rendered the way renderIsland renders.
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
