import { signal } from '@preact/signals-react';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_DAYS, COOKIE_CONSENT_VALUE } from '../constants';
import { readCookie, writeCookie } from '../cookies';

/** Whether the consent cookie is set now: read live, since another tab may have accepted meanwhile. */
export const hasConsent = (): boolean => readCookie(COOKIE_CONSENT_COOKIE) === COOKIE_CONSENT_VALUE;

/**
 * Whether the shopper accepted the cookie notice, for what must start the moment they accept on this
 * page: what is kept about them in this browser beyond the spec's own cookies (the recently viewed
 * products) waits for it.
 */
export const cookieConsent = signal(hasConsent());

/** The shopper accepted: the cookie is written, and whatever waited for consent hears it through the signal. */
export function giveConsent(): void {
  writeCookie(COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE, COOKIE_CONSENT_DAYS);
  cookieConsent.value = true;
}
