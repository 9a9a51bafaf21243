import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { message } from '../../shared/messages/message';
import { arrowStep, wrapIndex } from './image-steps';
import { imageAlt, sourceImage } from './images';

interface LightboxProps {
  images: readonly string[];
  /** The product name, for the images' alt text. */
  alt: string;
  startAt: number;
  /** Hears every image shown after the first, so the gallery can follow the shopper when it closes. */
  onShow: (index: number) => void;
}

/**
 * The content of the shared pop-up as a lightbox: one image from `/dane/source/`, its place in the
 * list, and previous/next buttons; the arrow keys move too, wherever focus is in the pop-up (it opens
 * on the close button, which is not inside this content).
 */
export function Lightbox({ images, alt, startAt, onShow }: LightboxProps) {
  const [index, setIndex] = useState(startAt);
  const figure = useRef<HTMLElement>(null);
  const count = images.length;
  const show = (target: number) => {
    const next = wrapIndex(target, count);
    setIndex(next);
    onShow(next);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const step = arrowStep(event.key);
    if (step === 0 || count < 2) return;
    event.preventDefault();
    show(index + step);
  });
  useEffect(() => {
    const dialog = figure.current?.closest('dialog');
    dialog?.addEventListener('keydown', onKeyDown);
    return () => dialog?.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <figure className="lightbox" ref={figure}>
        <img className="lightbox__image" src={sourceImage(images[index]!)} width={1600} height={1600} alt={imageAlt(alt, index, count)} />
        <figcaption className="lightbox__caption" aria-live="polite">
          {message('gallery.position', { position: index + 1, count })}
        </figcaption>
      </figure>
      {count > 1 && (
        <div className="lightbox__nav">
          <button type="button" className="lightbox__nav-button" aria-label={message('gallery.previous')} onClick={() => show(index - 1)}>
            {message('gallery.lightbox-previous')}
          </button>
          <button type="button" className="lightbox__nav-button" aria-label={message('gallery.next')} onClick={() => show(index + 1)}>
            {message('gallery.lightbox-next')}
          </button>
        </div>
      )}
    </>
  );
}
