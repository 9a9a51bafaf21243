// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ONLOAD_CALLBACK, loadCaptchaScript } from './load-captcha-script';

const globals = globalThis as Record<string, unknown>;
// Kept out of the document: happy-dom would try to fetch them.
let appended: HTMLScriptElement[] = [];
const scripts = () => appended;

beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as HTMLScriptElement[])));
});
afterEach(() => {
  vi.restoreAllMocks();
  delete globals.grecaptcha;
});

describe('loadCaptchaScript', () => {
  it('adds one script for any number of callers, with onload, explicit rendering and Trusted Types, and resolves when the provider is ready', async () => {
    const first = loadCaptchaScript('/assets/fake-recaptcha.js?hl=pl');
    const second = loadCaptchaScript('/assets/fake-recaptcha.js?hl=pl');
    expect(scripts()).toHaveLength(1);
    const src = new URL(scripts()[0]!.src);
    expect(src.pathname).toBe('/assets/fake-recaptcha.js');
    expect(Object.fromEntries(src.searchParams)).toEqual({ hl: 'pl', onload: CAPTCHA_ONLOAD_CALLBACK, render: 'explicit', trustedtypes: 'true' });
    const api = { render: () => 0, getResponse: () => '' };
    globals.grecaptcha = api;
    (globals[CAPTCHA_ONLOAD_CALLBACK] as () => void)();
    expect(await first).toBe(api);
    expect(await second).toBe(api);
    expect(globals[CAPTCHA_ONLOAD_CALLBACK]).toBeUndefined();
  });

  it('rejects when the script fails, and a later call tries again', async () => {
    const failing = loadCaptchaScript('/assets/missing.js');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`could not load ${location.origin}/assets/missing.js`);
    void loadCaptchaScript('/assets/missing.js').catch(() => undefined);
    expect(scripts()).toHaveLength(2);
  });

  it('rejects a provider that says it is ready without the functions we call', async () => {
    const load = loadCaptchaScript('/assets/broken.js');
    globals.grecaptcha = { render: () => 0 };
    (globals[CAPTCHA_ONLOAD_CALLBACK] as () => void)();
    await expect(load).rejects.toThrow('loaded but grecaptcha.render/getResponse are missing');
  });
});
