/** True when the notice's box hides part of the focused element's box. */
export function overlaps(focused: DOMRect, notice: DOMRect): boolean {
  return focused.bottom > notice.top && focused.top < notice.bottom && focused.right > notice.left && focused.left < notice.right;
}

/**
 * WCAG 2.4.11 (focus not obscured) for a bar fixed to the bottom of the window: while the bar
 * shows, the page gets padding of its height (so the last element can scroll above it) and scroll
 * padding (so the browser's own focus scrolling keeps clear of it), and a focused element that is
 * still under the bar is scrolled out from under it. Returns the clean-up.
 */
export function keepFocusClearOf(bar: HTMLElement): () => void {
  // Set on the two elements that use it, never as an inherited custom property on the root: that would
  // recompute the style of every element of the page when the bar shows and again when it closes.
  const { documentElement: root, body } = document;
  const setHeight = () => {
    root.style.scrollPaddingBottom = body.style.paddingBottom = `${bar.offsetHeight}px`;
  };
  const resize = new ResizeObserver(setHeight);
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof Element && !bar.contains(target) && overlaps(target.getBoundingClientRect(), bar.getBoundingClientRect())) {
      target.scrollIntoView({ block: 'nearest' });
    }
  };
  setHeight();
  resize.observe(bar);
  document.addEventListener('focusin', onFocus);
  return () => {
    resize.disconnect();
    document.removeEventListener('focusin', onFocus);
    root.style.scrollPaddingBottom = body.style.paddingBottom = '';
  };
}
