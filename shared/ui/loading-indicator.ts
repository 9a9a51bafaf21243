import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { activeLoads } from '../state/loading';
import { bodyRoot } from './body-root';
import { LoadingIndicator } from './LoadingIndicator';

const mountIndicator = bodyRoot(createElement(LoadingIndicator));

/**
 * Shows the full-page loading indicator while `work` runs and hides it LOADING_HIDE_DELAY_MS after
 * the last overlapping load ends, whether it succeeded or failed. The indicator's root is mounted on
 * the first load.
 */
export async function whileLoading<T>(work: Promise<T>): Promise<T> {
  mountIndicator();
  flushSync(() => (activeLoads.value += 1));
  try {
    return await work;
  } finally {
    activeLoads.value -= 1;
  }
}
