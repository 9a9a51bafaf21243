/**
 * Test helper: a form's server nodes live in a root of their own (shared/ui/AdoptedNodes.tsx), which
 * hydrates, wakes and, once let go, gives the nodes back in tasks after the pop-up's commit. This lets
 * those tasks run, each inside act so what it renders is flushed.
 */
import { act } from '@testing-library/react';

export async function settleAdoptedNodes(): Promise<void> {
  // Hydrate, wake (the host renders again), the nodes' awake render.
  for (let task = 0; task < 4; task += 1) await act(() => new Promise<void>((resolve) => setTimeout(resolve)));
}
