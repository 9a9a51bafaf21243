import { useEffect, useRef } from 'react';
import type { OpenDialog } from '../../shared/state/dialog';
import { openDialog } from '../../shared/ui/dialog';
import { Lightbox } from './Lightbox';

interface LightboxOptions {
  images: readonly string[];
  /** The product name: the pop-up's title and the images' alt text. */
  alt: string;
  /** The image the lightbox opens on. */
  index: number;
  /** Hears the last image seen when the lightbox closes, so the gallery follows the shopper. */
  onClose: (index: number) => void;
}

/**
 * `open` shows the images in the shared pop-up as a lightbox; focus goes back to `opener` when it
 * closes. No lightbox outlives the component.
 */
export function useLightbox({ images, alt, index, onClose }: LightboxOptions) {
  const opener = useRef<HTMLButtonElement>(null);
  const dialog = useRef<OpenDialog | null>(null);
  useEffect(() => () => void dialog.current?.dismiss(), []);
  const open = () => {
    let seen = index;
    dialog.current = openDialog({
      title: alt,
      content: <Lightbox images={images} alt={alt} startAt={index} onShow={(next) => (seen = next)} />,
      opener: opener.current,
      className: 'sf-lightbox',
      onClose: () => {
        dialog.current = null;
        onClose(seen);
      },
    });
  };
  return { opener, open };
}
