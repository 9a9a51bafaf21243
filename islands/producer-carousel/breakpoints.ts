/**
 * The spec gives the producer carousel's slide counts by minimum width ("3, 4, 5, 6, 7 slides at
 * widths 1, 601, 1100, 1280, 1681"); glide.js reads `breakpoints` as MAX widths: a key applies while
 * `(max-width: key px)` matches, the smallest matching key wins, and the base options apply above
 * every key. So each band's upper edge (one below the next band's minimum) becomes a key, and the
 * widest band becomes the base.
 */
export interface MinWidthBreakpoint {
  minWidth: number;
  slides: number;
}

export interface GlidePerViewOptions {
  perView: number;
  breakpoints: Record<number, { perView: number }>;
}

function sorted(points: readonly MinWidthBreakpoint[]): MinWidthBreakpoint[] {
  if (points.length === 0) throw new RangeError('at least one breakpoint is needed');
  for (const p of points) {
    if (!Number.isInteger(p.minWidth) || p.minWidth < 0 || !Number.isInteger(p.slides) || p.slides < 1) {
      throw new RangeError(`bad breakpoint ${JSON.stringify(p)}: minWidth and slides must be whole numbers, slides ≥ 1`);
    }
  }
  const ordered = [...points].sort((a, b) => a.minWidth - b.minWidth);
  ordered.forEach((p, i) => {
    if (i > 0 && p.minWidth === ordered[i - 1]!.minWidth) throw new RangeError(`two breakpoints at ${p.minWidth} px`);
  });
  return ordered;
}

/** Slides per view at a viewport width, read the spec's way (the widest band whose minimum it reaches). */
export function perViewAt(width: number, points: readonly MinWidthBreakpoint[]): number {
  const ordered = sorted(points);
  let slides = ordered[0]!.slides;
  for (const p of ordered) if (width >= p.minWidth) slides = p.slides;
  return slides;
}

/** glide.js options giving the same slides per view at every width as `points`. */
export function toGlideBreakpoints(points: readonly MinWidthBreakpoint[]): GlidePerViewOptions {
  const ordered = sorted(points);
  const breakpoints: Record<number, { perView: number }> = {};
  for (let i = 0; i < ordered.length - 1; i++) breakpoints[ordered[i + 1]!.minWidth - 1] = { perView: ordered[i]!.slides };
  return { perView: ordered[ordered.length - 1]!.slides, breakpoints };
}
