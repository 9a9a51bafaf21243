import type { HTMLAttributes, Ref } from 'react';
import { Adopt, adoptNodes } from './adopt';
import type { CarouselMarkup } from './read-carousel';

type CarouselTrackProps = HTMLAttributes<HTMLElement> & {
  markup: CarouselMarkup;
  /** For glide (useCarousel): the server's track, adopted. */
  trackRef: Ref<HTMLElement>;
};

/**
 * The server's track and slides container, adopted as they are (`listProps` go on the container): the
 * same boxes, links and loaded images, which glide then moves.
 */
export function CarouselTrack({ markup: { track, list }, trackRef, ...listProps }: CarouselTrackProps) {
  return (
    <Adopt node={track} ref={trackRef}>
      {adoptNodes([...track.childNodes], new Map([[list, <Adopt node={list} {...listProps} />]]))}
    </Adopt>
  );
}
