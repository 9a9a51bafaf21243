// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityResponse } from '../../shared/api';
import { EMAIL_MISSING_MESSAGE } from './email';
import { NoticeFormBody } from './NoticeFormBody';

const api = vi.hoisted(() => ({ requestAvailabilityNotice: vi.fn() }));
vi.mock('../../shared/api', async (actual) => ({ ...(await actual<object>()), ...api }));
const captcha = vi.hoisted(() => ({ response: vi.fn(() => 'tok'), reset: vi.fn(), detach: vi.fn() }));
const attach = vi.hoisted(() => ({ attachCaptcha: vi.fn() }));
vi.mock('../../shared/captcha/attach-captcha', () => attach);

const FORM = `<form><input type="hidden" name="optionId" value="7">
<div class="form-field"><label for="e">Twój e-mail</label><input type="email" id="e" name="email" required></div>
<button type="submit">Powiadom mnie</button></form>`;

beforeEach(() => {
  api.requestAvailabilityNotice.mockReset();
  attach.attachCaptcha.mockReset().mockReturnValue(captcha);
  captcha.detach.mockReset();
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

describe('NoticeFormBody under StrictMode', () => {
  it('keeps one captcha on the form, however often its effects run', () => {
    const { form } = draw();
    expect(attach.attachCaptcha).toHaveBeenLastCalledWith(form, expect.any(Function));
    expect(attach.attachCaptcha.mock.calls.length - captcha.detach.mock.calls.length).toBe(1);
  });

  it('shows the e-mail error in the field wrapper, linked and focused, and sends nothing', async () => {
    draw();
    await userEvent.click(send());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email().getAttribute('aria-describedby')!)!.textContent).toBe(EMAIL_MISSING_MESSAGE);
    expect(email().closest('.form-field')!.lastElementChild!.className).toBe('form-error');
    expect(document.activeElement).toBe(email());
    expect(api.requestAvailabilityNotice).not.toHaveBeenCalled();
  });

  it('sends once on a double click, locked meanwhile, then the thanks take the form\'s place', async () => {
    let answer!: (value: AvailabilityResponse) => void;
    api.requestAvailabilityNotice.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    draw();
    await userEvent.type(email(), 'anna@example.pl');
    await userEvent.dblClick(send());
    expect(api.requestAvailabilityNotice).toHaveBeenCalledTimes(1);
    expect(api.requestAvailabilityNotice).toHaveBeenCalledWith({ email: 'anna@example.pl', recaptcha: 'tok', optionId: 7 }, { signal: expect.any(AbortSignal) });
    expect(send().disabled).toBe(true);
    expect(send().getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ message: 'Dziękujemy!' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Dziękujemy!'));
    expect(attach.attachCaptcha.mock.calls.length).toBe(captcha.detach.mock.calls.length);
  });
});
