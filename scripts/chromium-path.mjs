/**
 * Where the Chromium for Playwright lives: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 * Playwright cannot download its own browsers on this network, so it always drives a system one.
 */
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

export function chromiumFound() {
  return existsSync(chromiumPath());
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
