import { useEffect, useRef, useState } from 'react';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_DAYS, COOKIE_CONSENT_VALUE } from '../../shared/constants';
import { readCookie, writeCookie } from '../../shared/cookies';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { afterLoadDelay } from './after-load-delay';
import { keepFocusClearOf } from './keep-focus-clear';
import type { cookieNoticeSchema } from './schema';

type Props = PropsOf<typeof cookieNoticeSchema> & IslandProps;

const consented = () => readCookie(COOKIE_CONSENT_COOKIE) === COOKIE_CONSENT_VALUE;

/** The cookie notice: shown COOKIE_NOTICE_DELAY_MS after load unless consent was given, until closed. */
export default function CookieNotice({ enabled, message, cmsLink, cmsLinkText, closeLabel }: Props) {
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);

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
  return (
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
    </section>
  );
}
