import { useEffect, useRef, useState } from 'react';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_DAYS, COOKIE_CONSENT_VALUE } from '../../shared/constants';
import { writeCookie } from '../../shared/cookies';
import { mountReact } from '../runtime/react-root';
import type { PropsOf } from '../runtime/schema';
import type { IslandContext, Unmount } from '../runtime/types';
import type { cookieNoticeSchema } from './schema';
import { keepFocusClearOf } from './keep-focus-clear';

type Props = PropsOf<typeof cookieNoticeSchema>;

function CookieNotice({ message, cmsLink, cmsLinkText, closeLabel }: Props) {
  const [open, setOpen] = useState(true);
  const region = useRef<HTMLElement>(null);

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

export function mountNotice(element: HTMLElement, props: Props, context: IslandContext): Unmount {
  return mountReact(element, <CookieNotice {...props} />, context);
}
