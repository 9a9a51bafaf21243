/** True when the notice's box hides part of the focused element's box. */
export function overlaps(focused: DOMRect, notice: DOMRect): boolean {
  return focused.bottom > notice.top && focused.top < notice.bottom && focused.right > notice.left && focused.left < notice.right;
}

/**
 * The bars fixed to the bottom of the window that show now (the cookie notice, the sticky add-to-cart
 * bar): one page padding serves them all, so one bar going never takes away another's room.
 */
const bars = new Set<HTMLElement>();

// Set on the two elements that use it, never as an inherited custom property on the root: that would
// recompute the style of every element of the page when a bar shows and again when it closes.
function padForBars(): void {
  const height = Math.max(0, ...[...bars].map((bar) => bar.offsetHeight));
  const { documentElement: root, body } = document;
  root.style.scrollPaddingBottom = body.style.paddingBottom = height ? `${height}px` : '';
}

/**
 * WCAG 2.4.11 (focus not obscured) for a bar fixed to the bottom of the window: while the bar
 * shows, the page gets padding of its height (so the last element can scroll above it) and scroll
 * padding (so the browser's own focus scrolling keeps clear of it), and a focused element that is
 * still under the bar is scrolled out from under it. Returns the clean-up.
 */
export function keepFocusClearOf(bar: HTMLElement): () => void {
  const resize = new ResizeObserver(padForBars);
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof Element && !bar.contains(target) && overlaps(target.getBoundingClientRect(), bar.getBoundingClientRect())) {
      target.scrollIntoView({ block: 'nearest' });
    }
  };
  bars.add(bar);
  padForBars();
  resize.observe(bar);
  document.addEventListener('focusin', onFocus);
  return () => {
    resize.disconnect();
    document.removeEventListener('focusin', onFocus);
    bars.delete(bar);
    padForBars();
  };
}
