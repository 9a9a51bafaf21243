import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { IslandContext, ReactIslandModule } from './runtime/types';

// No test globals here, so Testing Library cannot unmount by itself: every test's roots go after it.
afterEach(cleanup);

/** A context for unit-testing an island without boot. */
export function testContext(element: HTMLElement, name = 'test'): IslandContext {
  return { name, element, report: vi.fn() };
}

/**
 * Renders a React island on its hook the way the runtime does: its markup read first, then the
 * component in a root on the hook itself (so React empties the hook, as it will in the browser), or
 * off the page for an island that draws nothing.
 */
export function renderIsland<P extends object, R extends object>(island: ReactIslandModule<P, R>, element: HTMLElement, props: P) {
  const context = testContext(element);
  const Island = island.default;
  const read = island.read?.(element, props) as R;
  return { context, ...render(<Island {...props} {...read} context={context} />, { container: island.drawsNothing ? document.createElement('div') : element }) };
}
