/**
 * The captcha provider (reCAPTCHA v2, explicit rendering): the part of its browser API we use, its
 * production script URL, and what a Content-Security-Policy must allow for it.
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
 * For the shop's CSP (docs/security.md, shared/csp-policies.ts), as Google's reCAPTCHA FAQ lists them:
 * `script-src` must allow api.js and the versioned script it loads from gstatic, `frame-src` the widget's
 * and the challenge's iframes. A `data-captcha-script` override on another origin needs that origin too.
 */
export const CAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;
export const CAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] as const;

/**
 * The Trusted Types policy reCAPTCHA's own code creates once it is loaded with `trustedtypes=true`
 * (which loadCaptchaScript adds): its scripts are compiled with Google's Closure library, whose policy
 * this is. Not ours: the build test (scripts/trusted-types.test.ts) counts it apart from the policies
 * our code creates, and the fixture's stand-in creates none.
 */
export const CAPTCHA_TRUSTED_TYPES_POLICIES = ['goog#html'] as const;

/** The provider's global, if it is there and has the functions we call. */
export function readGrecaptcha(): Grecaptcha | undefined {
  const candidate = (globalThis as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
  return candidate && typeof candidate.render === 'function' && typeof candidate.getResponse === 'function'
    ? (candidate as Grecaptcha)
    : undefined;
}
