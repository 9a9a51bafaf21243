import { useState } from 'react';
import { PRODUCER_CAROUSEL_BREAKPOINTS } from '../../shared/constants';
import { message } from '../../shared/messages/message';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { CarouselButton } from '../../shared/ui/carousel-button';
import { CarouselTrack } from '../../shared/ui/carousel-track';
import { readCarousel, type CarouselMarkup } from '../../shared/ui/read-carousel';
import { useCarousel, type CarouselMove, type CarouselView } from '../../shared/ui/use-carousel';
import { useReducedMotion } from '../../shared/ui/use-reduced-motion';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { toGlideBreakpoints } from './breakpoints';
import { producerCarouselSchema } from './schema';

export const schema = producerCarouselSchema;

interface ProducerMarkup extends CarouselMarkup {
  /** The server's empty slot for the buttons, its height reserved by the CSS. */
  slot: Element;
}

type Props = PropsOf<typeof producerCarouselSchema> & ProducerMarkup & IslandProps;

/** Once for the page: the same object each render, so glide is not rebuilt. */
const PER_VIEW = toGlideBreakpoints(PRODUCER_CAROUSEL_BREAKPOINTS);

/** Matches the pre-mount CSS (producer-carousel.css), so nothing moves when glide takes over. */
const GAP_PX = 12;

export function read(element: HTMLElement): ProducerMarkup {
  const slot = element.querySelector('[data-carousel-controls]');
  if (!slot) throw new Error('the hook needs a [data-carousel-controls] slot for the buttons');
  return { ...readCarousel(element), slot };
}

const producersInView = ({ first, perView, count }: CarouselView): string =>
  message('producer-carousel.shown', { first: first + 1, last: Math.min(first + perView, count), count });

/** The producer carousel: a list of links, 3–7 in view by viewport width, paged by two buttons. */
export default function ProducerCarousel({ slot, ...markup }: Props) {
  const reducedMotion = useReducedMotion();
  const { trackRef, view, go } = useCarousel({ ...PER_VIEW, gap: GAP_PX, reducedMotion, startAt: markup.startAt });
  // The status speaks only after the shopper pages, not when the page loads or the window is resized.
  const [paged, setPaged] = useState(false);
  const page = (move: CarouselMove) => {
    setPaged(true);
    go(move);
  };
  const controls = (
    <Adopt node={slot} replace>
      <CarouselButton className="producer-carousel__control" label={message('producer-carousel.previous')} glyph="‹" aria-controls={markup.list.id} onClick={() => page('|<')} />
      <CarouselButton className="producer-carousel__control" label={message('producer-carousel.next')} glyph="›" aria-controls={markup.list.id} onClick={() => page('|>')} />
    </Adopt>
  );
  const track = <CarouselTrack markup={markup} trackRef={trackRef} />;
  return (
    <>
      {adoptNodes(markup.nodes, new Map([[slot, controls], [markup.track, track]]))}
      <Added>
        <p className="sf-visually-hidden" aria-live="polite">
          {paged && view ? producersInView(view) : ''}
        </p>
      </Added>
    </>
  );
}
