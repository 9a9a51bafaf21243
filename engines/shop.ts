/** The fixture shop seen from a journey: the visitor's cookies, call log and recorded page errors. */
import { ERROR_PROBE_KEY } from '../fixtures/error-probe';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE } from '../shared/constants';
import { BLANK_PATH, type Driver } from './driver';

export interface Call {
  call: string;
  body: unknown;
  url: string;
}

/**
 * A new visitor who already accepted cookies (so the notice does not cover journeys about something
 * else), with any further cookies set before the first page.
 */
export async function startVisit(driver: Driver, options: { consent?: boolean; cookies?: Record<string, string>; origin?: string } = {}): Promise<void> {
  await driver.newVisitor();
  // The shop under another name (`origin`) starts on its own blank page: cookies are kept per host.
  if (options.origin) await driver.open(new URL(BLANK_PATH, options.origin).href);
  const cookies = { ...(options.consent === false ? {} : { [COOKIE_CONSENT_COOKIE]: COOKIE_CONSENT_VALUE }), ...options.cookies };
  await driver.evaluate((all: Record<string, string>) => {
    for (const [name, value] of Object.entries(all)) document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  }, cookies);
}

/** The visitor's API calls of one kind, from the fixture shop's call log. */
export async function callsOf(driver: Driver, name: string): Promise<Call[]> {
  const calls = await driver.evaluate(async () => (await fetch('/__fixture/calls')).json() as Promise<Call[]>);
  return calls.filter((c) => c.call === name);
}

/** What the fixture shop's error probe (fixtures/error-probe.ts) recorded since the visit started. */
export function pageErrors(driver: Driver): Promise<string[]> {
  return driver.evaluate((key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], ERROR_PROBE_KEY);
}

export function cookie(driver: Driver, name: string): Promise<string | null> {
  return driver.evaluate((wanted: string) => {
    const found = document.cookie.split('; ').find((part) => part.startsWith(`${wanted}=`));
    return found === undefined ? null : decodeURIComponent(found.slice(wanted.length + 1));
  }, name);
}
