/**
 * Loads the captcha provider's script on demand, once per page: every captcha block on the page waits
 * for the same load. A failed load is forgotten, so a later block may try again.
 */
import { trustedScriptUrl } from '../html';
import { readGrecaptcha, type Grecaptcha } from './provider';

/** The provider calls this global when its API is ready (the `onload` parameter of api.js). */
export const CAPTCHA_ONLOAD_CALLBACK = 'storefrontCaptchaReady';
/** Our choice: a provider that has not answered in 30 s will not; the shopper is told instead of waiting. */
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 30_000;

const loads = new Map<string, Promise<Grecaptcha>>();

function inject(url: string): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    const src = new URL(url, location.href);
    src.searchParams.set('onload', CAPTCHA_ONLOAD_CALLBACK);
    if (!src.searchParams.has('render')) src.searchParams.set('render', 'explicit');
    // Without it, api.js sets its own script's src from a plain string, which a page requiring Trusted
    // Types refuses: the captcha would never load (Google's reCAPTCHA docs: "trustedtypes=true").
    src.searchParams.set('trustedtypes', 'true');
    const globals = globalThis as Record<string, unknown>;
    const script = document.createElement('script');
    const settle = (error?: Error) => {
      clearTimeout(timer);
      delete globals[CAPTCHA_ONLOAD_CALLBACK];
      const api = error ? undefined : readGrecaptcha();
      if (api) resolve(api);
      else reject(error ?? new Error(`${src.origin}${src.pathname} loaded but grecaptcha.render/getResponse are missing`));
    };
    const timer = setTimeout(() => settle(new Error(`no answer from ${src.origin}${src.pathname} within ${CAPTCHA_SCRIPT_TIMEOUT_MS} ms`)), CAPTCHA_SCRIPT_TIMEOUT_MS);
    globals[CAPTCHA_ONLOAD_CALLBACK] = () => settle();
    script.addEventListener('error', () => settle(new Error(`could not load ${src.origin}${src.pathname}`)));
    script.async = true;
    try {
      script.src = trustedScriptUrl(src.href);
    } catch (error) {
      settle(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    document.head.append(script);
  });
}

/** The provider's API, once its script has loaded and said it is ready. */
export function loadCaptchaScript(url: string): Promise<Grecaptcha> {
  let load = loads.get(url);
  if (!load) {
    load = inject(url);
    loads.set(url, load);
    load.catch(() => loads.delete(url));
  }
  return load;
}
