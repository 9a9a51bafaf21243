import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import type { PropsOf } from '../runtime/schema';
import { afterLoadDelay } from './after-load-delay';
import type { IslandModule, Unmount } from '../runtime/types';
import type { cookieNoticeSchema } from './schema';

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
