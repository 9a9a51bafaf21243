/**
 * The captcha provider (reCAPTCHA v2, explicit rendering): the part of its browser API we use, its
 * production script URL, and the origins a Content-Security-Policy must allow for it.
 */

export interface CaptchaRenderParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

export interface Grecaptcha {
  render: (container: HTMLElement, params: CaptchaRenderParams) => number;
  getResponse: (widgetId?: number) => string;
}

/** The production default; a `data-captcha-script` attribute on the captcha block overrides it. */
export const CAPTCHA_DEFAULT_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

/**
 * For the shop's CSP: `script-src` must list these (api.js, then its versioned script from gstatic),
 * `frame-src` the first (the widget is an iframe). A `data-captcha-script` override on another origin
 * needs that origin too. Under Trusted Types the script URL comes from our one policy (shared/html.ts).
 */
export const CAPTCHA_CSP_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;

/** The provider's global, if it is there and has the functions we call. */
export function readGrecaptcha(): Grecaptcha | undefined {
  const candidate = (globalThis as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
  return candidate && typeof candidate.render === 'function' && typeof candidate.getResponse === 'function'
    ? (candidate as Grecaptcha)
    : undefined;
}
