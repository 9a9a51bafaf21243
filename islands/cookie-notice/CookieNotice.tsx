import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cookieNoticeShown } from '../../shared/state/cookie-notice';
import { message } from '../../shared/messages/message';
import { giveConsent, hasConsent } from '../../shared/state/consent';
import { adoptNodes } from '../../shared/ui/adopt';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { afterLoadDelay } from './after-load-delay';
import { keepFocusClearOf } from '../../shared/ui/keep-focus-clear';
import { readCookieNotice, type CookieNoticeMarkup } from './read-cookie-notice';
import { cookieNoticeSchema } from './schema';

export const schema = cookieNoticeSchema;

type Props = PropsOf<typeof cookieNoticeSchema> & CookieNoticeMarkup & IslandProps;

export const read = readCookieNotice;

/**
 * The cookie notice: shown COOKIE_NOTICE_DELAY_MS after load unless consent was given, until closed.
 * It is drawn in its hook, an empty child of <body>; a misplaced hook's own nodes are adopted as they
 * are and the notice goes to the end of <body> through a portal, so it neither takes the place of the
 * theme's content nor hides with an element around the hook (a tab panel, a menu).
 */
export default function CookieNotice({ enabled, message: text, cmsLink, cmsLinkText, closeLabel, nodes, home, misplaced, context }: Props) {
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);
  // One console line per hook, even when React runs the effect again on the same hook (StrictMode).
  const told = useRef(false);

  useEffect(() => {
    if (!misplaced || told.current) return;
    told.current = true;
    context.report(misplaced);
  }, [misplaced, context]);

  useEffect(() => {
    if (enabled && !hasConsent()) return afterLoadDelay(() => setOpen(true));
  }, [enabled]);

  useEffect(() => {
    if (open && region.current) return keepFocusClearOf(region.current);
  }, [open]);

  // In the commit that shows the notice, before it paints: a passive effect left a frame in which the
  // sticky bar still covered it, and a test reading the signal as the notice appeared saw it false.
  useLayoutEffect(() => {
    if (!open) return;
    cookieNoticeShown.value = true;
    return () => void (cookieNoticeShown.value = false);
  }, [open]);

  const accept = () => {
    giveConsent();
    setOpen(false);
  };
  const notice = open && (
    <section ref={region} className="sf-cookie-notice" aria-label={message('cookie-notice.label')}>
      <p className="sf-cookie-notice__message">
        {text}
        {cmsLink && (
          <>
            {' '}
            <a href={cmsLink}>{cmsLinkText ?? message('cookie-notice.policy-link')}</a>
          </>
        )}
      </p>
      <button type="button" className="sf-cookie-notice__close" onClick={accept}>
        {closeLabel ?? message('cookie-notice.close')}
      </button>
    </section>
  );
  return (
    <>
      {adoptNodes(nodes)}
      {notice && (home === context.element ? notice : createPortal(notice, home))}
    </>
  );
}
