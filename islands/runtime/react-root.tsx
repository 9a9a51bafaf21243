import { Component, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandContext, Unmount } from './types';

interface BoundaryProps {
  context: IslandContext;
  children: ReactNode;
}

/** One per island: a render error removes this island only, and is reported once in our format. */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.context.report('crashed while rendering and was removed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a React island into `container` (which React then owns). The first render goes through
 * startTransition so React yields to the shopper's input while it renders.
 */
export function mountReact(container: Element, node: ReactNode, context: IslandContext): Unmount {
  // The boundary reports caught errors itself; React's default would log them a second time.
  const root = createRoot(container, { onCaughtError: () => undefined });
  startTransition(() => root.render(<IslandBoundary context={context}>{node}</IslandBoundary>));
  return () => root.unmount();
}
