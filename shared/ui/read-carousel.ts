/**
 * What a glide carousel island takes from its server markup: a track (a child of the hook, which is
 * glide's root) whose first child holds the slides. Without JavaScript that track is a scroll-snap
 * strip; glide starts at the slide the shopper scrolled it to.
 */
const TRACK_SELECTOR = '[data-glide-el="track"]';

export interface CarouselMarkup {
  /** The hook's nodes, adopted as they are around the track. */
  nodes: readonly Node[];
  track: Element;
  /** The slides' container: its id is what the controls' aria-controls name. */
  list: HTMLElement;
  startAt: number;
}

/** The slide whose start is nearest to the strip's scroll offset, `step` px being one slide and its gap. */
export const startSlide = (scrollLeft: number, step: number, count: number): number =>
  step > 0 ? Math.min(count - 1, Math.round(scrollLeft / step)) : 0;

export function readCarousel(element: HTMLElement): CarouselMarkup {
  const track = element.querySelector(`:scope > ${TRACK_SELECTOR}`);
  if (!track) throw new Error(`the hook has no ${TRACK_SELECTOR} among its direct children`);
  const list = track.firstElementChild;
  if (!(list instanceof HTMLElement)) throw new Error(`${TRACK_SELECTOR} has no child element to hold the slides`);
  if (list.children.length === 0) throw new Error(`the slides container (first child of ${TRACK_SELECTOR}) holds no slide`);
  if (!list.id) throw new Error(`the slides container (first child of ${TRACK_SELECTOR}) needs an id for aria-controls`);
  const [first, second] = list.children as HTMLCollectionOf<HTMLElement>;
  return {
    nodes: [...element.childNodes],
    track,
    list,
    // Glide takes over from the slide the shopper scrolled the no-JS strip to.
    startAt: startSlide(track.scrollLeft, second ? second.offsetLeft - first!.offsetLeft : 0, list.children.length),
  };
}
