// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaRenderParams, Grecaptcha } from './provider';

const load = vi.hoisted(() => ({ loadCaptchaScript: vi.fn() }));
vi.mock('./load-captcha-script', () => load);
const { attachCaptcha, CAPTCHA_HINT, CAPTCHA_UNAVAILABLE } = await import('./attach-captcha');

/** A controllable IntersectionObserver: `reveal()` tells every observer its target came into view. */
const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
const reveal = () => observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
const settle = () => new Promise((resolve) => setTimeout(resolve));

let params: CaptchaRenderParams | undefined;
let grecaptcha: Grecaptcha & { render: ReturnType<typeof vi.fn>; reset: ReturnType<typeof vi.fn> };
let form: HTMLFormElement;
let button: HTMLButtonElement;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  params = undefined;
  let token = '';
  grecaptcha = {
    render: vi.fn((_el: HTMLElement, p: CaptchaRenderParams) => ((params = p), 7)),
    getResponse: (id?: number) => (id === 7 ? token : ''),
    reset: vi.fn(() => (token = '')),
  };
  load.loadCaptchaScript.mockReset().mockResolvedValue(grecaptcha);
  const solve = (t: string) => ((token = t), params!.callback(t));
  Object.assign(globalThis, { solve });
  document.body.innerHTML = `<form><input name="email"><div data-captcha data-captcha-site-key="key-1" data-captcha-script="/assets/fake-recaptcha.js"></div><button type="button">Anuluj</button><button>Wyślij</button></form>`;
  form = document.querySelector('form')!;
  button = form.querySelectorAll('button')[1]!;
});
afterEach(() => vi.unstubAllGlobals());

const solve = (token: string) => (globalThis as unknown as { solve: (t: string) => void }).solve(token);

describe('attachCaptcha', () => {
  it('is a no-op with an empty response when the form has no captcha block', () => {
    form.querySelector('[data-captcha]')!.remove();
    const captcha = attachCaptcha(form, vi.fn());
    expect(captcha.response()).toBe('');
    expect(button.disabled).toBe(false);
    expect(observers).toHaveLength(0);
  });

  it('disables the confirm buttons (not other buttons) with a visible hint, and loads nothing until the block is visible', async () => {
    attachCaptcha(form, vi.fn());
    expect(button.disabled).toBe(true);
    expect(form.querySelector('button[type=button]')!.hasAttribute('disabled')).toBe(false);
    const hint = form.querySelector('.captcha-block__hint')!;
    expect(hint.textContent).toBe(CAPTCHA_HINT);
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    await settle();
    expect(load.loadCaptchaScript).not.toHaveBeenCalled();
    reveal();
    await settle();
    expect(load.loadCaptchaScript).toHaveBeenCalledWith(new URL('/assets/fake-recaptcha.js', location.href).href);
    expect(grecaptcha.render).toHaveBeenCalledWith(form.querySelector('.captcha-block__widget'), expect.objectContaining({ sitekey: 'key-1' }));
  });

  it('enables the buttons once solved, disables them again on expiry, and reset starts over', async () => {
    const captcha = attachCaptcha(form, vi.fn());
    reveal();
    await settle();
    expect(captcha.response()).toBe('');
    solve('token-1');
    expect(button.disabled).toBe(false);
    expect(form.querySelector<HTMLElement>('.captcha-block__hint')!.hidden).toBe(true);
    expect(captcha.response()).toBe('token-1');
    params!['expired-callback']();
    expect(button.disabled).toBe(true);
    solve('token-2');
    captcha.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    expect(button.disabled).toBe(true);
    expect(captcha.response()).toBe('');
  });

  it('defaults to the real provider URL', async () => {
    form.querySelector('[data-captcha]')!.removeAttribute('data-captcha-script');
    attachCaptcha(form, vi.fn());
    reveal();
    await settle();
    expect(load.loadCaptchaScript).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=explicit');
  });

  it('reports a provider that fails to load and tells the shopper; the buttons stay disabled', async () => {
    load.loadCaptchaScript.mockRejectedValue(new Error('could not load /assets/fake-recaptcha.js'));
    const report = vi.fn();
    attachCaptcha(form, report);
    reveal();
    await settle();
    expect(report).toHaveBeenCalledWith('could not start the captcha; the form cannot be sent until the page is reloaded', expect.any(Error));
    expect(form.querySelector('.captcha-block__hint')!.textContent).toBe(CAPTCHA_UNAVAILABLE);
    expect(button.disabled).toBe(true);
  });

  it('refuses a missing site key and a javascript: script URL without loading anything', async () => {
    const block = form.querySelector('[data-captcha]')!;
    block.removeAttribute('data-captcha-site-key');
    const report = vi.fn();
    attachCaptcha(form, report).detach();
    block.setAttribute('data-captcha-site-key', 'k');
    block.setAttribute('data-captcha-script', 'javascript:alert(1)');
    attachCaptcha(form, report);
    reveal();
    await settle();
    expect(report.mock.calls.map((c) => c[0])).toEqual([
      'the [data-captcha] block has no data-captcha-site-key',
      'data-captcha-script="javascript:alert(1)" is not a same-origin path or an https URL',
    ]);
    expect(load.loadCaptchaScript).not.toHaveBeenCalled();
  });

  it('detach restores the form as it was and renders nothing that arrives later', async () => {
    const captcha = attachCaptcha(form, vi.fn());
    reveal();
    captcha.detach();
    await settle();
    expect(grecaptcha.render).not.toHaveBeenCalled();
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(form.querySelector('[data-captcha]')!.children).toHaveLength(0);
  });
});
