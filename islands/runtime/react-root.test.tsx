// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { testContext } from '../test-context';
import { mountReact } from './react-root';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function Broken(): never {
  throw new Error('no price in answer');
}

describe('mountReact', () => {
  it('renders the island into its hook', async () => {
    const hook = document.createElement('div');
    document.body.append(hook);
    const unmount = mountReact(hook, <p>Koszyk: 2</p>, testContext(hook));
    await settle();
    expect(hook.textContent).toBe('Koszyk: 2');
    unmount();
    await settle();
    expect(hook.textContent).toBe('');
  });

  it('contains a render error to its own island and reports it exactly once', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = document.createElement('div');
    const healthy = document.createElement('div');
    document.body.append(broken, healthy);
    const brokenContext = testContext(broken, 'broken');
    mountReact(broken, <Broken />, brokenContext);
    mountReact(healthy, <p>Działa</p>, testContext(healthy, 'healthy'));
    await settle();
    expect(brokenContext.report).toHaveBeenCalledTimes(1);
    expect(brokenContext.report).toHaveBeenCalledWith('crashed while rendering and was removed', expect.objectContaining({ message: 'no price in answer' }));
    expect(broken.textContent).toBe('');
    expect(healthy.textContent).toBe('Działa');
    // React's own logging of a caught error is switched off: the report above is the one line.
    expect(consoleError).not.toHaveBeenCalled();
  });
});
