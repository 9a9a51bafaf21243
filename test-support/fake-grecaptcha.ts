/**
 * Test helper: the captcha provider drawn as the fixture shop's stand-in draws it
 * (fixtures/public/fake-recaptcha.js): a "Nie jestem robotem" checkbox in the widget's element.
 * Ticking it solves the captcha with a fresh token; unticking it stands in for an expired token.
 */
import { vi, type Mock } from 'vitest';
import type { CaptchaRenderParams, Grecaptcha } from '../shared/captcha/provider';

export interface FakeGrecaptcha extends Grecaptcha {
  render: Mock<Grecaptcha['render']>;
  /** What each widget was rendered with, by widget id: its callbacks, to call as the provider would. */
  widgets: CaptchaRenderParams[];
}

export function fakeGrecaptcha(): FakeGrecaptcha {
  const widgets: CaptchaRenderParams[] = [];
  const tokens: string[] = [];
  let issued = 0;
  const render = vi.fn((element: HTMLElement, params: CaptchaRenderParams) => {
    // As the real provider: a widget needs an element of its own.
    if (element.childNodes.length > 0) throw new Error('reCAPTCHA placeholder element must be empty');
    const id = widgets.push(params) - 1;
    tokens[id] = '';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.setAttribute('aria-label', 'Nie jestem robotem');
    box.addEventListener('change', () => {
      tokens[id] = box.checked ? `fake-token-${id}-${++issued}` : '';
      if (box.checked) params.callback(tokens[id]);
      else params['expired-callback']();
    });
    element.append(box);
    return id;
  });
  return { render, getResponse: (id = 0) => tokens[id] ?? '', widgets };
}
