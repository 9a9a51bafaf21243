import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { LOADING_HIDE_DELAY_MS } from '../constants';
import { message } from '../messages/message';
import { activeLoads } from '../state/loading';
import { markBusy } from './busy';

/**
 * A live region is announced only when its text changes after it is in the accessibility tree, so
 * the text comes a moment after the region; loads shorter than this are not announced at all.
 */
export const ANNOUNCE_DELAY_MS = 100;

/**
 * The full-page loading indicator: shown at once while any load is under way (activeLoads), hidden
 * LOADING_HIDE_DELAY_MS after the last one ends, so overlapping and back-to-back loads do not flicker.
 */
export function LoadingIndicator() {
  useSignals();
  const busy = activeLoads.value > 0;
  /** Hidden, the hide delay over. */
  const [idle, setIdle] = useState(true);
  const [announced, setAnnounced] = useState(false);
  // A load ends idleness in the same render that shows it (React's "adjust state while rendering"),
  // so the hide delay, not a re-render, decides when it goes.
  if (busy && idle) setIdle(false);
  const shown = busy || !idle;

  useEffect(() => {
    if (busy) {
      const announce = setTimeout(() => setAnnounced(true), ANNOUNCE_DELAY_MS);
      return () => clearTimeout(announce);
    }
    if (idle) return undefined;
    const hide = setTimeout(() => {
      setIdle(true);
      setAnnounced(false);
    }, LOADING_HIDE_DELAY_MS);
    return () => clearTimeout(hide);
  }, [busy, idle]);

  useEffect(() => {
    if (!shown) return undefined;
    markBusy(document.body, true);
    return () => markBusy(document.body, false);
  }, [shown]);

  return (
    <>
      {/* Once the load is over, the overlay lingers for the hide delay only to look calm: what is under
          it is ready, so a click there (the first card of a swapped listing) goes through. */}
      <div className="sf-loading" hidden={!shown} data-ending={shown && !busy ? '' : undefined}>
        <div className="sf-loading__spinner" />
      </div>
      {/* Outside the overlay, which is hidden when idle, so its text changes are always announced. */}
      <div className="sf-visually-hidden" role="status">
        {announced ? message('loading') : ''}
      </div>
    </>
  );
}
