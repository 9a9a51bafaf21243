import Glide, { Images, Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { SLIDE_ANIMATION_MS } from '../../shared/constants';
import { useReducedMotion } from '../../shared/ui/use-reduced-motion';

interface SliderOptions {
  /** The images the slides show; null while there is no slider yet (nothing is built). */
  images: readonly string[] | null;
  /** The slide shown now: where a rebuilt slider starts, and where the slider goes when it changes. */
  index: number;
  /** Hears every move, swipes included: glide owns the index while it is mounted. */
  onMove: (index: number) => void;
}

/**
 * glide.js on the slider the gallery draws (`sliderRef`, glide's root): one image in view, swipe and
 * drag, no keys of its own (the buttons and thumbnails are buttons and links). Built before the first
 * paint of the slides, again when other images come, and destroyed with the component. Unlike the
 * shared carousels' useCarousel, it jumps straight to any slide (a thumbnail, the lightbox's last image).
 */
export function useSlider({ images, index, onMove }: SliderOptions) {
  const sliderRef = useRef<HTMLDivElement>(null);
  const glideRef = useRef<Glide | null>(null);
  const reducedMotion = useReducedMotion();
  const startAt = useEffectEvent(() => index);
  const moved = useEffectEvent(onMove);

  useLayoutEffect(() => {
    const slider = sliderRef.current;
    if (!slider || !images) return undefined;
    const glide = new Glide(slider, {
      type: 'slider',
      perView: 1,
      gap: 0,
      startAt: startAt(),
      keyboard: false,
      rewind: true,
      // Every thumbnail click counts, even in the middle of a slide.
      waitForTransition: false,
      animationDuration: reducedMotion ? 0 : SLIDE_ANIMATION_MS,
    });
    glide.on('run', () => moved(glide.index));
    glide.mount({ Images, Swipe });
    glideRef.current = glide;
    return () => {
      glideRef.current = null;
      glide.destroy();
    };
  }, [images, reducedMotion]);

  useLayoutEffect(() => {
    const glide = glideRef.current;
    if (glide && glide.index !== index) glide.go(`=${index}`);
  }, [index]);
  return sliderRef;
}
