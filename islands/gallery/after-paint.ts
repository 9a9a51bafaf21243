import { afterNextPaint } from '../../shared/after-next-paint';

/**
 * Resolves once `image` has loaded and a frame with it has been painted (at once when there is no
 * image or it failed). Enhancing the gallery moves the server's image into the slider; done before
 * that paint, the moved image becomes the page's Largest Contentful Paint, and LCP waits for our code.
 */
export function afterImagePainted(image: HTMLImageElement | null): Promise<void> {
  const loaded =
    !image || image.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        });
  return loaded.then(afterNextPaint);
}
