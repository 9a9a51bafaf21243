// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityResponse } from '../../shared/api';
import { fakeGrecaptcha, type FakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { NoticeFormBody } from './NoticeFormBody';
import { message } from '../../shared/messages/message';

const api = vi.hoisted(() => ({ requestAvailabilityNotice: vi.fn() }));
vi.mock('../../shared/api', async (actual) => ({ ...(await actual<object>()), ...api }));
const load = vi.hoisted(() => ({ loadCaptchaScript: vi.fn() }));
vi.mock('../../shared/captcha/load-captcha-script', () => load);

const FORM = `<form><input type="hidden" name="optionId" value="7">
<div class="form-field"><label for="e">Twój e-mail</label><input type="email" id="e" name="email" required></div>
<div class="captcha-block" data-captcha data-captcha-site-key="key-1"></div>
<button type="submit">Powiadom mnie</button></form>`;

let grecaptcha: FakeGrecaptcha;
beforeEach(() => {
  api.requestAvailabilityNotice.mockReset();
  grecaptcha = fakeGrecaptcha();
  load.loadCaptchaScript.mockReset().mockResolvedValue(grecaptcha);
  // No IntersectionObserver: the captcha loads at once.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(cleanup);

function draw() {
  const template = document.createElement('template');
  template.innerHTML = FORM;
  const nodes = [...template.content.childNodes];
  const form = template.content.querySelector('form')!;
  const onFailed = vi.fn();
  render(
    <StrictMode>
      <NoticeFormBody nodes={nodes} form={form} report={vi.fn()} signal={new AbortController().signal} onFailed={onFailed} />
    </StrictMode>,
  );
  return { form, onFailed };
}
const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Twój e-mail' });
const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Powiadom mnie' });
const robot = () => screen.findByRole<HTMLInputElement>('checkbox', { name: 'Nie jestem robotem' });

describe('NoticeFormBody under StrictMode', () => {
  it('draws one captcha in the form\'s block, however often its effects run, and waits for it', async () => {
    const { form } = draw();
    expect((await robot()).closest('[data-captcha]')).toBe(form.querySelector('[data-captcha]'));
    expect(grecaptcha.render).toHaveBeenCalledOnce();
    expect(send().disabled).toBe(true);
    await userEvent.click(await robot());
    expect(send().disabled).toBe(false);
  });

  it('shows the e-mail error in the field wrapper, linked and focused, and sends nothing', async () => {
    draw();
    await userEvent.click(await robot());
    await userEvent.click(send());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email().getAttribute('aria-describedby')!)!.textContent).toBe(message('availability-notice.email-missing'));
    expect(email().closest('.form-field')!.lastElementChild!.className).toBe('form-error');
    expect(document.activeElement).toBe(email());
    expect(api.requestAvailabilityNotice).not.toHaveBeenCalled();
  });

  it('sends once on a double click, locked meanwhile, then the thanks take the form\'s place', async () => {
    let answer!: (value: AvailabilityResponse) => void;
    api.requestAvailabilityNotice.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { form } = draw();
    await userEvent.click(await robot());
    await userEvent.type(email(), 'anna@example.pl');
    await userEvent.dblClick(send());
    expect(api.requestAvailabilityNotice).toHaveBeenCalledTimes(1);
    expect(api.requestAvailabilityNotice).toHaveBeenCalledWith({ email: 'anna@example.pl', recaptcha: 'fake-token-0-1', optionId: 7 }, { signal: expect.any(AbortSignal) });
    expect(send().disabled).toBe(true);
    expect(send().getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ message: 'Dziękujemy!' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Dziękujemy!'));
    // The captcha went with the form.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(form.querySelector('[data-captcha]')!.children).toHaveLength(0);
  });
});
