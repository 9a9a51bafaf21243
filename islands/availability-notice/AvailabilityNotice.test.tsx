// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api';
import type { AvailabilityResponse } from '../../shared/api';
import { fakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { activeDialog } from '../../shared/state/dialog';
import { announcement } from '../../shared/state/announcement';
import { renderIsland } from '../../test-support/test-context';
import * as availabilityNotice from './AvailabilityNotice';
import { settleAdoptedNodes } from '../../test-support/settle-adopted-nodes';
import { message } from '../../shared/messages/message';

const api = vi.hoisted(() => ({ requestAvailabilityNotice: vi.fn() }));
vi.mock('../../shared/api', async (actual) => ({ ...(await actual<object>()), ...api }));
const load = vi.hoisted(() => ({ loadCaptchaScript: vi.fn() }));
vi.mock('../../shared/captcha/load-captcha-script', () => load);

const PAGE = `<section id="availability-notice"><a href="/powiadom-o-dostepnosci?produkt=4" data-island="availability-notice">Powiadom mnie <b>o dostępności</b></a>
<template id="notice-form"><form method="post" action="/powiadom-o-dostepnosci">
<input type="hidden" name="optionId" value="-1">
<label for="notify-email">Twój e-mail</label><input type="email" id="notify-email" name="email" required>
<button type="submit">Powiadom mnie</button></form></template></section>`;
// No data-dialog-title: the pop-up is named with the island's own words.
const props = { productId: 4, formTemplate: 'notice-form', dialogTitle: null };

let link: HTMLAnchorElement;
const mount = (dialogTitle: string | null = props.dialogTitle) => renderIsland(availabilityNotice, link, { ...props, dialogTitle });
const trigger = () => screen.getByRole('link', { name: 'Powiadom mnie o dostępności' });
const dialog = () => screen.getByRole('dialog', { name: 'Powiadom o dostępności' });
const emailField = () => within(dialog()).getByRole<HTMLInputElement>('textbox', { name: 'Twój e-mail' });
const send = () => within(dialog()).getByRole('button', { name: 'Powiadom mnie' });
const failureMessage = () => document.querySelector<HTMLElement>('#availability-notice .form-error.availability-notice__failure');
const robot = () => within(dialog()).findByRole('checkbox', { name: 'Nie jestem robotem' });

/** The template's form carries a captcha block (before the island reads it). */
function withCaptcha() {
  const template = document.getElementById('notice-form') as HTMLTemplateElement;
  template.content.querySelector('button')!.insertAdjacentHTML('beforebegin', '<div class="captcha-block" data-captcha data-captcha-site-key="key-1"></div>');
}

/** A call the test answers when it chooses. */
function pendingCall() {
  let answer!: (value: AvailabilityResponse) => void;
  let fail!: (error: unknown) => void;
  api.requestAvailabilityNotice.mockReturnValueOnce(new Promise((resolve, reject) => ((answer = resolve), (fail = reject))));
  return { answer, fail };
}

async function openByMouse() {
  mount();
  await userEvent.click(trigger());
  await settleAdoptedNodes();
}

beforeEach(() => {
  document.body.innerHTML = PAGE;
  link = document.querySelector('a')!;
  api.requestAvailabilityNotice.mockReset();
  load.loadCaptchaScript.mockReset().mockResolvedValue(fakeGrecaptcha());
  // No IntersectionObserver: a captcha loads at once.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  activeDialog.peek()?.dismiss();
  act(() => void (announcement.value = ''));
});

describe('availability-notice island', () => {
  it("names its pop-up with the hook's data-dialog-title when it has one", async () => {
    mount('Daj znać, gdy wróci');
    await userEvent.click(trigger());
    expect(screen.getByRole('dialog', { name: 'Daj znać, gdy wróci' })).toBeTruthy();
  });

  it('leaves the link as the server made it: its label, its href, and nothing drawn inside', () => {
    const label = [...link.childNodes];
    mount();
    expect([...link.childNodes]).toEqual(label);
    expect(link.getAttribute('href')).toBe('/powiadom-o-dostepnosci?produkt=4');
    expect(failureMessage()!.hidden).toBe(true);
    expect(link.contains(failureMessage())).toBe(false);
  });

  it('by mouse: a click opens the form in the shared pop-up instead of following the link', async () => {
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => followed.push(!event.defaultPrevented), { once: true });
    await openByMouse();
    expect(followed).toEqual([false]);
    expect(dialog().classList.contains('availability-dialog')).toBe(true);
    expect(emailField().form!.noValidate).toBe(true);
    // The template stays whole for the next opening.
    expect((document.getElementById('notice-form') as HTMLTemplateElement).content.querySelector('input[name="email"]')).not.toBeNull();
  });

  it('by keyboard: Enter on the focused link opens the form, its captcha drawn in it; closing it takes the captcha away', async () => {
    withCaptcha();
    mount();
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(emailField()).toBeTruthy();
    const block = (await robot()).closest('[data-captcha]')!;
    expect(block.closest('form')).toBe(emailField().form);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(activeDialog.value).toBeNull());
    expect(block.children).toHaveLength(0);
    expect(document.activeElement).toBe(link);
  });

  it('checks the e-mail first: the Polish message under the field, aria-invalid, focus on the field, nothing sent', async () => {
    await openByMouse();
    await userEvent.click(send());
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(emailField().getAttribute('aria-describedby')!)!.textContent).toBe(message('availability-notice.email-missing'));
    expect(document.activeElement).toBe(emailField());
    await userEvent.keyboard('anna@{Enter}');
    expect(within(dialog()).getByText(message('availability-notice.email-invalid')).hidden).toBe(false);
    expect(api.requestAvailabilityNotice).not.toHaveBeenCalled();
    await userEvent.keyboard('example.pl');
    expect(emailField().hasAttribute('aria-invalid')).toBe(false);
    expect(emailField().hasAttribute('aria-describedby')).toBe(false);
  });

  it('sends {email, recaptcha, optionId} once, however often the form is sent meanwhile, and shows the answer as text', async () => {
    const call = pendingCall();
    await openByMouse();
    await userEvent.type(emailField(), ' anna@example.pl ');
    await userEvent.keyboard('{Enter}');
    expect(send()).toHaveProperty('disabled', true);
    expect(send().getAttribute('aria-busy')).toBe('true');
    emailField().form!.requestSubmit();
    expect(api.requestAvailabilityNotice).toHaveBeenCalledTimes(1);
    expect(api.requestAvailabilityNotice).toHaveBeenCalledWith({ email: 'anna@example.pl', recaptcha: '', optionId: -1 }, { signal: expect.any(AbortSignal) });

    const thanksText = '<b>Dziękujemy!</b> Powiadomimy Cię.';
    await act(async () => call.answer({ message: thanksText }));
    const thanks = within(dialog()).getByText(thanksText);
    expect(thanks.querySelector('b')).toBeNull();
    expect(document.activeElement).toBe(thanks);
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(announcement.value).toBe(thanksText));
  });

  it('a failed call closes the pop-up, is reported, and is shown after the link and announced; the next opening hides it and brings the form back filled in', async () => {
    const call = pendingCall();
    const { context } = renderIsland(availabilityNotice, link, props);
    await userEvent.click(trigger());
    await userEvent.type(emailField(), 'ola@example.pl{Enter}');
    await act(async () => call.fail(new ApiError('availability', 'http', 'HTTP 503', { status: 503 })));
    expect(activeDialog.value?.closing.value).toBe(true);
    expect(failureMessage()!.textContent).toBe(message('availability-notice.failed'));
    expect(failureMessage()!.hidden).toBe(false);
    expect(link.compareDocumentPosition(failureMessage()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(context.report).toHaveBeenCalledWith('could not subscribe to the availability notice', expect.any(ApiError));
    await waitFor(() => expect(announcement.value).toBe(message('availability-notice.failed')));
    await waitFor(() => expect(activeDialog.value).toBeNull());
    expect(document.activeElement).toBe(link);

    await userEvent.keyboard('{Enter}');
    expect(failureMessage()!.hidden).toBe(true);
    // Nothing the shopper entered is lost, and the form may be sent again.
    expect(emailField().value).toBe('ola@example.pl');
    expect(send()).toHaveProperty('disabled', false);
    expect(send().hasAttribute('aria-busy')).toBe(false);
  });

  it('once unmounted: the link is a plain link again, its message box is gone, and a late answer shows nothing', async () => {
    const call = pendingCall();
    const { unmount, context } = renderIsland(availabilityNotice, link, props);
    await userEvent.click(trigger());
    await userEvent.type(emailField(), 'ola@example.pl{Enter}');
    const { signal } = api.requestAvailabilityNotice.mock.calls[0]![1] as { signal: AbortSignal };
    unmount();
    expect(signal.aborted).toBe(true);
    await act(async () => call.fail(new ApiError('availability', 'aborted', 'aborted')));
    expect(activeDialog.value?.closing.value).toBe(true);
    expect(failureMessage()).toBeNull();
    expect(context.report).not.toHaveBeenCalled();
    expect(announcement.value).toBe('');
    expect(link.nextElementSibling).toBe(document.querySelector('template'));

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('once unmounted with its form open: the pop-up closes and the captcha is released', async () => {
    withCaptcha();
    const { unmount } = renderIsland(availabilityNotice, link, props);
    await userEvent.click(trigger());
    await userEvent.type(emailField(), 'ola@');
    const block = (await robot()).closest('[data-captcha]')!;
    unmount();
    expect(activeDialog.value?.closing.value).toBe(true);
    await waitFor(() => expect(activeDialog.value).toBeNull());
    expect(block.children).toHaveLength(0);
    expect(api.requestAvailabilityNotice).not.toHaveBeenCalled();
  });

  it('read() refuses a missing or wrong template, naming it', () => {
    const readWith = (formTemplate: string) => availabilityNotice.read(link, { ...props, formTemplate });
    expect(() => readWith('nowhere')).toThrow('data-form-template="nowhere": no element #nowhere on the page');
    document.body.insertAdjacentHTML('beforeend', '<div id="plain"></div><template id="no-email"><form><input name="name"></form></template><template id="no-form"><input name="email"></template>');
    expect(() => readWith('plain')).toThrow('data-form-template="plain" names <div#plain>, which must be a <template>');
    expect(() => readWith('no-email')).toThrow('the <form> in <template id="no-email"> has no <input name="email">');
    expect(() => readWith('no-form')).toThrow('<template id="no-form"> holds no <form>');
    expect(readWith('notice-form')).toEqual({ label: [...link.childNodes], template: document.getElementById('notice-form') });
  });
});
