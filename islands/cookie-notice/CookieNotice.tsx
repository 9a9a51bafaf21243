import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_DAYS, COOKIE_CONSENT_VALUE } from '../../shared/constants';
import { readCookie, writeCookie } from '../../shared/cookies';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { afterLoadDelay } from './after-load-delay';
import { keepFocusClearOf } from './keep-focus-clear';
import { readCookieNotice, type CookieNoticeMarkup } from './read-cookie-notice';
import type { cookieNoticeSchema } from './schema';

type Props = PropsOf<typeof cookieNoticeSchema> & CookieNoticeMarkup & IslandProps;

export const read = readCookieNotice;

/**
 * Its root is off the page and the notice goes in through a portal: into the hook when it is an empty
 * child of <body>, else at the end of <body>, so what the theme put in a misplaced hook stays.
 */
export const drawsNothing = true;

const consented = () => readCookie(COOKIE_CONSENT_COOKIE) === COOKIE_CONSENT_VALUE;

/** The cookie notice: shown COOKIE_NOTICE_DELAY_MS after load unless consent was given, until closed. */
export default function CookieNotice({ enabled, message, cmsLink, cmsLinkText, closeLabel, home, misplaced, context }: Props) {
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
    if (enabled && !consented()) return afterLoadDelay(() => setOpen(true));
  }, [enabled]);

  useEffect(() => {
    if (open && region.current) return keepFocusClearOf(region.current);
  }, [open]);

  if (!open) return null;
  const accept = () => {
    writeCookie(COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE, COOKIE_CONSENT_DAYS);
    setOpen(false);
  };
  return createPortal(
    <section ref={region} className="sf-cookie-notice" aria-label="Informacja o plikach cookie">
      <p className="sf-cookie-notice__message">
        {message}
        {cmsLink && (
          <>
            {' '}
            <a href={cmsLink}>{cmsLinkText}</a>
          </>
        )}
      </p>
      <button type="button" className="sf-cookie-notice__close" onClick={accept}>
        {closeLabel}
      </button>
    </section>,
    home,
  );
}
