/**
 * The page behind a modal pop-up stays where it was (Dawn #3506): a native modal `<dialog>` makes the
 * page inert, but a wheel or a swipe over its backdrop still scrolls it. While locked, the root does
 * not scroll; where the browser draws a classic scrollbar, its gutter is kept, so nothing shifts
 * sideways as it goes. Returns the unlock, which puts back the root's own values.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  const hadScrollbar = window.innerWidth > root.clientWidth;
  root.style.overflow = 'hidden';
  if (hadScrollbar) root.style.scrollbarGutter = 'stable';
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
  };
}
