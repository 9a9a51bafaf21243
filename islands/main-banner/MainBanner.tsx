import { useCallback } from 'react';
import { message } from '../../shared/messages/message';
import { Added, adoptNodes } from '../../shared/ui/adopt';
import { CarouselButton } from '../../shared/ui/carousel-button';
import { CarouselTrack } from '../../shared/ui/carousel-track';
import { readCarousel, type CarouselMarkup } from '../../shared/ui/read-carousel';
import { useCarousel } from '../../shared/ui/use-carousel';
import { useReducedMotion } from '../../shared/ui/use-reduced-motion';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { rotationControlLabel, slidesLiveMode } from './rotation';
import { mainBannerSchema } from './schema';
import { useRotation } from './use-rotation';

export const schema = mainBannerSchema;

type Props = PropsOf<typeof mainBannerSchema> & CarouselMarkup & IslandProps;

/** Matches --carousel-gap in main-banner.css, so nothing moves when glide takes over. */
const GAP_PX = 16;

export function read(element: HTMLElement, { autoplayMs }: PropsOf<typeof mainBannerSchema>): CarouselMarkup {
  if (autoplayMs < 1000) throw new Error(`data-autoplay-ms="${autoplayMs}" is too short to read a slide (1000 at least)`);
  return readCarousel(element);
}

/** The main banner: glide.js carousel with the WAI-ARIA APG carousel controls and autoplay rules. */
export default function MainBanner({ autoplayMs, context, ...markup }: Props) {
  const reducedMotion = useReducedMotion();
  const { trackRef, view, go } = useCarousel({ perView: 1, gap: GAP_PX, reducedMotion, startAt: markup.startAt });
  const advance = useCallback(() => go('>'), [go]);
  const { state, toggle } = useRotation(context.element, { reducedMotion, intervalMs: autoplayMs, advance });
  const slidesId = markup.list.id;
  const track = <CarouselTrack markup={markup} trackRef={trackRef} aria-live={slidesLiveMode(state)} />;
  return (
    <>
      {/* The server markup has no controls (they do nothing without JS); APG wants rotation first in tab order. */}
      <Added>
      <div className="main-banner__controls">
        <CarouselButton
          className="main-banner__control main-banner__rotation"
          label={rotationControlLabel(state)}
          glyph={state.playing ? '❚❚' : '▶'}
          data-state={state.playing ? 'playing' : 'stopped'}
          onClick={toggle}
        />
        <CarouselButton className="main-banner__control" label={message('main-banner.previous')} glyph="‹" aria-controls={slidesId} onClick={() => go('<')} />
        <span className="main-banner__position" aria-hidden="true">
          {view && `${view.first + 1} / ${view.count}`}
        </span>
        <CarouselButton className="main-banner__control" label={message('main-banner.next')} glyph="›" aria-controls={slidesId} onClick={advance} />
      </div>
      </Added>
      {adoptNodes(markup.nodes, new Map([[markup.track, track]]))}
    </>
  );
}
