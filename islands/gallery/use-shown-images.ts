import { useComputed } from '@preact/signals-react';
import { useCallback, useEffect, useState } from 'react';
import { productVariants } from '../../shared/state/product-variant';
import type { IslandContext } from '../runtime/types';
import { wrapIndex } from './image-steps';
import { safeImages, sameImages } from './images';

/**
 * The images the gallery shows, which of them is in view, and `onShow` to choose one (any number: it
 * goes round). The server's images, until the chosen variant brings others; a variant with none of
 * its own (ASP.NET answers `"Images": []`) shows the product's, not the last variant's. Reads a
 * signal: the component calls `useSignals()` first.
 */
export function useShownImages(productId: number, serverImages: readonly string[], context: IslandContext) {
  // The images alone: a pending variant keeps the previous images, so choosing an option does not draw the gallery again.
  const variantImages = useComputed(() => productVariants.value.get(productId)?.images ?? null).value;
  const [shown, setShown] = useState({ images: serverImages, index: 0 });
  // Replaced while rendering, so no frame shows the old images with the new index.
  const [variantShown, setVariantShown] = useState<readonly string[] | null>(null);
  if (variantImages !== variantShown) {
    setVariantShown(variantImages);
    const wanted = variantImages ? safeImages(variantImages) : [];
    const next = wanted.length > 0 ? wanted : serverImages;
    if (!sameImages(next, shown.images)) setShown({ images: next, index: 0 });
  }
  useEffect(() => {
    if (variantImages && safeImages(variantImages).length < variantImages.length) context.report('skipped variant images whose names are not bare file names');
  }, [variantImages, context]);

  const onShow = useCallback(
    (target: number) =>
      setShown((now) => {
        const index = wrapIndex(target, now.images.length);
        return now.index === index ? now : { ...now, index };
      }),
    [],
  );
  return { ...shown, onShow };
}
