/** How long the pointer rests on a quick add button before its product's form is fetched ahead. */
export const QUICK_ADD_HOVER_MS = 150;

export interface HoverIntent {
  /** The pointer came onto the button: `want` runs once it has rested there QUICK_ADD_HOVER_MS. */
  enter(): void;
  leave(): void;
  /** Focus came: `want` runs at once. */
  focus(): void;
  blur(): void;
  /** The button is gone: a rest not yet long enough is forgotten, and what `want` holds is let go. */
  stop(): void;
}

/**
 * The shopper heading for a button: the pointer resting on it, or focus on it. `want` starts a fetch
 * and returns what lets it go when the shopper turns away (a fetch in flight goes on; a queued one is
 * dropped). Leaving before the rest is long enough sends nothing.
 */
export function hoverIntent(want: () => () => void, delayMs = QUICK_ADD_HOVER_MS): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered: (() => void) | undefined;
  let focused: (() => void) | undefined;
  const leave = () => {
    clearTimeout(timer);
    timer = undefined;
    hovered?.();
    hovered = undefined;
  };
  const blur = () => {
    focused?.();
    focused = undefined;
  };
  return {
    enter() {
      if (timer !== undefined || hovered) return;
      timer = setTimeout(() => {
        timer = undefined;
        hovered = want();
      }, delayMs);
    },
    leave,
    focus() {
      focused ??= want();
    },
    blur,
    stop() {
      leave();
      blur();
    },
  };
}
