// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { afterImagePainted } from './after-paint';

describe('afterImagePainted', () => {
  it('waits for a loading image, then for a frame', async () => {
    const image = document.createElement('img');
    Object.defineProperty(image, 'complete', { value: false });
    const done = vi.fn();
    void afterImagePainted(image).then(done);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('does not wait for an image that failed, nor when there is none', async () => {
    const image = document.createElement('img');
    Object.defineProperty(image, 'complete', { value: false });
    const failed = afterImagePainted(image);
    image.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();
    await expect(afterImagePainted(null)).resolves.toBeUndefined();
  });
});
