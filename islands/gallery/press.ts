/** A pointer that moved further than this between press and click was swiping, not clicking. */
const CLICK_SLOP_PX = 6;

/** Whether a click on the slider, pressed at `pressX` and let go at `clickX`, was a click and not a swipe. */
export const wasClick = (pressX: number, clickX: number): boolean => Math.abs(clickX - pressX) <= CLICK_SLOP_PX;
