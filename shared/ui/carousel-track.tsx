import type { HTMLAttributes, Ref } from 'react';
import type { CarouselMarkup } from './read-carousel';
import { ServerElement } from './server-nodes';
import { shellOf } from './server-tree';

type CarouselTrackProps = HTMLAttributes<HTMLElement> & {
  markup: CarouselMarkup;
  /** For glide (useCarousel): the track React draws, not the server's, which has left the page. */
  trackRef: Ref<HTMLElement>;
};

/**
 * The server's track and slides container drawn again (`listProps` go on the container), with the
 * server's own slides moved in: the same boxes, links and loaded images, which glide then moves.
 */
export function CarouselTrack({ markup: { track, list }, trackRef, ...listProps }: CarouselTrackProps) {
  return (
    <ServerElement node={shellOf(track)} ref={trackRef}>
      <ServerElement node={list} {...listProps} />
    </ServerElement>
  );
}
