/**
 * Where the Chromiums live. Playwright cannot download its own browsers on this network, so it always
 * drives a system one:
 * - the full browser (Debian's `chromium`, $CHROMIUM_PATH): what shoppers run; the bench, screenshots
 *   and the journeys that need a full browser's features (the back/forward cache);
 * - Chromium's headless shell (Debian's `chromium-headless-shell`, $TEST_CHROMIUM_PATH): the same
 *   engine without the browser around it, which is what Playwright itself runs headless by default.
 *   The journeys run in it: on a two-core host they took about 45 % less time than in the full browser.
 */
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const DEFAULT_TEST_CHROMIUM = '/usr/bin/chromium-headless-shell';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

export function testChromiumPath() {
  return process.env.TEST_CHROMIUM_PATH || DEFAULT_TEST_CHROMIUM;
}

/** The Debian packages that bring both. */
export const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell'];

export function chromiumFound() {
  return existsSync(chromiumPath()) && existsSync(testChromiumPath());
}
/** The flags this sandbox needs: no sandbox as root, and no background traffic to a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
