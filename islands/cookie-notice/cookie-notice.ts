import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE, COOKIE_NOTICE_DELAY_MS } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule, Unmount } from '../runtime/types';
import type { cookieNoticeSchema } from './schema';

/** Runs `action` COOKIE_NOTICE_DELAY_MS after the window's load event (or now, if it has passed). */
function afterLoadDelay(action: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => (timer = setTimeout(action, COOKIE_NOTICE_DELAY_MS));
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
  return () => {
    window.removeEventListener('load', arm);
    clearTimeout(timer);
  };
}

/**
 * The cheap half of the notice: it only reads a cookie. React (the view) is downloaded only when
 * the notice must really be shown, so a returning shopper pays for nothing.
 */
const cookieNotice: IslandModule<PropsOf<typeof cookieNoticeSchema>> = {
  mount(element, props, context) {
    if (!props.enabled || readCookie(COOKIE_CONSENT_COOKIE) === COOKIE_CONSENT_VALUE) return;
    let unmountView: Unmount | undefined;
    let gone = false;
    const cancel = afterLoadDelay(() => {
      context
        .loadChunk('cookie-notice-view', () => import('./notice-view'))
        .then(({ mountNotice }) => {
          if (!gone) unmountView = mountNotice(element, props, context);
        })
        .catch((error: unknown) => context.report('could not show the notice', error));
    });
    return () => {
      gone = true;
      cancel();
      unmountView?.();
    };
  },
};

export default cookieNotice;
