// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { testContext } from '../../test-support/test-context';
import { mountModule } from './react-root';

// React itself logs an effect's failing cleanup rather than throwing it: a root whose unmount throws
// stands for whatever else could.
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => {
      const root = client.createRoot(...args);
      const unmount = root.unmount.bind(root);
      root.unmount = () => {
        unmount();
        throw new Error('unmount broke');
      };
      return root;
    },
  };
});

describe('mountModule', () => {
  it("reports a failure to unmount in the island's line rather than throwing into boot, which unmounts the next hook", async () => {
    const hook = document.createElement('div');
    document.body.append(hook);
    const context = testContext(hook, 'faq');
    const unmount = await mountModule({ schema: {}, default: () => null, drawsNothing: true }, hook, context, () => false, {}, performance.now());
    expect(() => unmount && unmount()).not.toThrow();
    expect(unmount).toBeTypeOf('function');
    expect(context.report).toHaveBeenCalledWith('failed to unmount', expect.objectContaining({ message: 'unmount broke' }));
  });
});
