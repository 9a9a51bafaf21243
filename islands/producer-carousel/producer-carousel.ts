import { PRODUCER_CAROUSEL_BREAKPOINTS } from '../../shared/constants';
import { carouselButton, mountCarousel } from '../../shared/ui/carousel';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { toGlideBreakpoints } from './breakpoints';
import type { producerCarouselSchema } from './schema';

type Props = PropsOf<typeof producerCarouselSchema>;

/** Matches the pre-mount CSS (producer-carousel.css), so nothing moves when glide takes over. */
const GAP_PX = 12;

/** The producer carousel: a list of links, 3–7 in view by viewport width, paged by two buttons. */
const producerCarousel: IslandModule<Props> = {
  mount(element) {
    const list = element.querySelector<HTMLElement>('[data-glide-el="track"] > *');
    const slot = element.querySelector<HTMLElement>('[data-carousel-controls]');
    if (!list?.id || !slot) throw new Error('the hook needs a [data-carousel-controls] slot and a slide list with an id inside [data-glide-el="track"]');
    const previous = carouselButton('producer-carousel__control', 'Poprzedni producenci', '‹', list.id);
    const next = carouselButton('producer-carousel__control', 'Następni producenci', '›', list.id);
    const status = document.createElement('p');
    status.className = 'sf-visually-hidden';
    status.setAttribute('aria-live', 'polite');
    let moved = false;
    const { perView, breakpoints } = toGlideBreakpoints(PRODUCER_CAROUSEL_BREAKPOINTS);
    const carousel = mountCarousel(element, {
      perView,
      breakpoints,
      gap: GAP_PX,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      onView: (first, inView, count) => {
        // Spoken only after the shopper pages, not when the page loads or the window is resized.
        if (moved) status.textContent = `Producenci ${first + 1}–${Math.min(first + inView, count)} z ${count}`;
      },
    });
    const page = (pattern: '|<' | '|>') => {
      moved = true;
      carousel.go(pattern);
    };
    const onPrevious = () => page('|<');
    const onNext = () => page('|>');
    previous.addEventListener('click', onPrevious);
    next.addEventListener('click', onNext);
    slot.append(previous, next);
    element.append(status);
    return () => {
      previous.remove();
      next.remove();
      status.remove();
      carousel.destroy();
    };
  },
};

export default producerCarousel;
