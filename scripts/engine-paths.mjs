/**
 * Where the browsers of the engine journeys (engines/) live: Debian's Firefox ESR, and WebKitGTK's
 * WebKitWebDriver with its MiniBrowser, run under xvfb-run. Overridable like $CHROMIUM_PATH.
 */
import { existsSync } from 'node:fs';

export const firefoxPath = () => process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const miniBrowserPath = () => process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const WEBKIT_TOOLS = ['/usr/bin/WebKitWebDriver', '/usr/bin/xvfb-run'];

/** The Debian packages that bring them. */
export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

export function enginesFound() {
  return [firefoxPath(), miniBrowserPath(), ...WEBKIT_TOOLS].every((path) => existsSync(path));
}
