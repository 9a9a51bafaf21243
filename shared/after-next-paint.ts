/**
 * Resolves after the browser has painted the next frame: work that can wait (a page-part swap, a
 * gallery rebuild) then runs after the shopper's input has shown on screen, keeping INP and LCP low.
 */
export const afterNextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
