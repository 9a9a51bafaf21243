import { effect } from '@preact/signals-react';
import { LOADING_HIDE_DELAY_MS } from '../constants';
import { activeLoads } from '../state/loading';

let started = false;

/**
 * A live region is announced only when its text changes after it is in the accessibility tree, so
 * the text comes a moment after the region; loads shorter than this are not announced at all.
 */
export const ANNOUNCE_DELAY_MS = 100;

/** Builds the indicator once and keeps it in step with activeLoads. */
function startIndicator(): void {
  if (started) return;
  started = true;
  const indicator = document.createElement('div');
  indicator.className = 'sf-loading';
  indicator.hidden = true;
  const spinner = document.createElement('div');
  spinner.className = 'sf-loading__spinner';
  indicator.append(spinner);
  // The status region lives outside the hidden overlay so its text changes are always announced.
  const status = document.createElement('div');
  status.className = 'sf-visually-hidden';
  status.setAttribute('role', 'status');
  document.body.append(indicator, status);

  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let announceTimer: ReturnType<typeof setTimeout> | undefined;
  effect(() => {
    const busy = activeLoads.value > 0;
    clearTimeout(hideTimer);
    if (busy) {
      indicator.hidden = false;
      document.body.setAttribute('aria-busy', 'true');
      announceTimer ??= setTimeout(() => (status.textContent = 'Ładowanie…'), ANNOUNCE_DELAY_MS);
      return;
    }
    clearTimeout(announceTimer);
    announceTimer = undefined;
    hideTimer = setTimeout(() => {
      indicator.hidden = true;
      document.body.removeAttribute('aria-busy');
      status.textContent = '';
    }, LOADING_HIDE_DELAY_MS);
  });
}

/**
 * Shows the full-page loading indicator while `work` runs and hides it LOADING_HIDE_DELAY_MS after
 * the last overlapping load ends, whether it succeeded or failed.
 */
export async function whileLoading<T>(work: Promise<T>): Promise<T> {
  startIndicator();
  activeLoads.value += 1;
  try {
    return await work;
  } finally {
    activeLoads.value -= 1;
  }
}
