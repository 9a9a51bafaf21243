import { createElement } from 'react';
import { whenIdle } from '../idle';
import { activeLoads } from '../state/loading';
import { bodyRoot } from './body-root';
import { LoadingIndicator } from './LoadingIndicator';

const mountIndicator = bodyRoot(createElement(LoadingIndicator));

// Drawn, hidden, at the first idle moment after a module that shows it has loaded, not in the click
// that first shows it: the root's creation and first render cost that click about 10 ms at 4× CPU
// (traced: a question form's trigger, its click handler 15–18 ms → 6–7 ms). Should it fail here, the
// first load mounts it again, and its caller reports the failure.
void whenIdle()
  .then(mountIndicator)
  .catch(() => undefined);

/**
 * Shows the full-page loading indicator while `work` runs and hides it LOADING_HIDE_DELAY_MS after
 * the last overlapping load ends, whether it succeeded or failed. A load before the idle moment above
 * mounts the indicator's root itself.
 */
export async function whileLoading<T>(work: Promise<T>): Promise<T> {
  mountIndicator();
  activeLoads.value += 1;
  try {
    return await work;
  } finally {
    activeLoads.value -= 1;
  }
}
