// @vitest-environment happy-dom
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/fake-fetch';
import { fakeGrecaptcha, type FakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { message } from '../../shared/messages/message';
import { activeDialog } from '../../shared/state/dialog';
import { activeLoads } from '../../shared/state/loading';
import { openQuestionForm } from './open-question-form';

const load = vi.hoisted(() => ({ loadCaptchaScript: vi.fn() }));
vi.mock('../../shared/captcha/load-captcha-script', () => load);

const TEMPLATE = `<form><input type="hidden" name="formType" value="1">
  <div class="form-field"><label for="n">Imię</label><input id="n" name="name" data-validate="required"></div>
  <div class="form-field"><label for="m">Wiadomość</label><textarea id="m" name="message" data-validate="required minlength:10"></textarea></div>
  <button type="submit">Wyślij</button></form>`;

/** The pop-up open now, once React has drawn it. */
const shownDialog = () => screen.findByRole('dialog');
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve));
};

let bodies: unknown[];
let sendStatus: number;
let template: string;
let grecaptcha: FakeGrecaptcha;
beforeEach(() => {
  document.body.innerHTML = '<a href="/kontakt" id="trigger">Zadaj pytanie</a>';
  bodies = [];
  sendStatus = 200;
  template = TEMPLATE;
  grecaptcha = fakeGrecaptcha();
  load.loadCaptchaScript.mockReset().mockResolvedValue(grecaptcha);
  // No IntersectionObserver: a captcha loads at once.
  vi.stubGlobal('IntersectionObserver', undefined);
  stubFetch(async (request) => {
    const body: unknown = JSON.parse(await request.clone().text());
    bodies.push(body);
    if (request.url.endsWith('FetchQuestionFormTemplate')) return new Response(JSON.stringify({ htmlTemplate: template }));
    return new Response(JSON.stringify({ message: '<b>Dziękujemy</b>' }), { status: sendStatus });
  });
});
afterEach(() => {
  activeDialog.peek()?.dismiss();
  vi.unstubAllGlobals();
});

const open = (report = vi.fn(), signal = new AbortController().signal) =>
  openQuestionForm({ trigger: document.getElementById('trigger')!, type: 1, id: 3, title: 'Zadaj pytanie', report, signal });
const fill = (form: HTMLFormElement) => {
  (form.elements.namedItem('name') as HTMLInputElement).value = 'Jan';
  (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Czy jest w rozmiarze M?';
};
/** Opens the pop-up and fills its form in, sending nothing yet. */
const openFilled = async (report?: Parameters<typeof open>[0]) => {
  await open(report);
  const form = (await shownDialog()).querySelector('form')!;
  fill(form);
  return form;
};
const submit = async (form: HTMLFormElement) => {
  form.requestSubmit();
  await settle();
};

describe('openQuestionForm', () => {
  it('asks for the template with {type, id} and opens it in the pop-up', async () => {
    await open();
    expect(bodies).toEqual([{ type: 1, id: 3 }]);
    const dialog = await shownDialog();
    expect(dialog.querySelector('h2')!.textContent).toBe('Zadaj pytanie');
    expect(dialog.querySelector('form')!.noValidate).toBe(true);
  });

  it('shows the loading indicator at once and asks for the template after the next paint', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const opened = open();
    await settle();
    expect(activeLoads.peek()).toBe(1);
    expect(bodies).toEqual([]);
    frames.forEach((frame) => frame(performance.now()));
    await opened;
    expect(bodies).toEqual([{ type: 1, id: 3 }]);
    expect(activeDialog.peek()).not.toBeNull();
  });

  it('sends nothing while a field breaks a rule, and focuses that field', async () => {
    await open();
    const form = (await shownDialog()).querySelector('form')!;
    await submit(form);
    expect(bodies).toHaveLength(1);
    const name = form.elements.namedItem('name') as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('To pole jest wymagane.');
  });

  it('once aborted (a newer click, the island gone) closes the pop-up it opened', async () => {
    const click = new AbortController();
    await open(vi.fn(), click.signal);
    const form = (await shownDialog()).querySelector('form')!;
    click.abort();
    expect(activeDialog.value!.closing.value).toBe(true);
    await vi.waitFor(() => expect(activeDialog.value).toBeNull());
    // The form left with its pop-up: its own validation is back.
    expect(form.noValidate).toBe(false);
  });

  it('sends the fields, shows the message as text in a new pop-up and resets the form', async () => {
    const form = await openFilled();
    await submit(form);
    expect(bodies[1]).toEqual({
      fields: [
        { name: 'formType', type: 'hidden', value: '1' },
        { name: 'name', type: 'text', value: 'Jan' },
        { name: 'message', type: 'textarea', value: 'Czy jest w rozmiarze M?' },
      ],
      recaptcha: '',
    });
    const response = await shownDialog();
    expect(response.querySelector('.question-form__response')!.textContent).toBe('<b>Dziękujemy</b>');
    expect(response.querySelector('b')).toBeNull();
    expect(form.isConnected).toBe(false);
    expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe('');
  });

  it('brings the form back filled in with a notice when sending fails', async () => {
    sendStatus = 500;
    const report = vi.fn();
    const form = await openFilled(report);
    await submit(form);
    expect(report).toHaveBeenCalledWith('could not send the question form; it is shown again, filled in', expect.objectContaining({ status: 500 }));
    const dialog = await shownDialog();
    expect(dialog.contains(form)).toBe(true);
    expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe('Jan');
    const notice = dialog.querySelector<HTMLElement>('.question-form__notice')!;
    expect(notice.hidden).toBe(false);
    expect(dialog.getAttribute('aria-describedby')).toBe(notice.id);
  });
});

describe('openQuestionForm with a captcha', () => {
  beforeEach(() => {
    template = TEMPLATE.replace('<button', '<div class="captcha-block" data-captcha data-captcha-site-key="key-1"></div><button');
  });

  /** The captcha in the open pop-up, once its provider has loaded and rendered it. */
  const robot = () => screen.findByRole<HTMLInputElement>('checkbox', { name: 'Nie jestem robotem' });

  it('sends nothing until the captcha is solved, then its token; the captcha goes with the pop-up and the form is cleared', async () => {
    const form = await openFilled();
    await submit(form);
    expect(bodies).toHaveLength(1);
    (await robot()).click();
    await submit(form);
    expect(bodies[1]).toMatchObject({ recaptcha: 'fake-token-0-1' });
    expect((await screen.findByRole('dialog', { name: message('question-form.sent') })).querySelector('.question-form__response')).not.toBeNull();
    expect(form.querySelector('[data-captcha]')!.children).toHaveLength(0);
    expect(form.querySelector('button')!.disabled).toBe(false);
    expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe('');
  });

  it('a failed send brings the form back with a fresh, unsolved captcha', async () => {
    sendStatus = 500;
    const form = await openFilled();
    (await robot()).click();
    await submit(form);
    expect(bodies[1]).toMatchObject({ recaptcha: 'fake-token-0-1' });
    expect((await shownDialog()).contains(form)).toBe(true);
    await vi.waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(2));
    expect(form.querySelectorAll('input[type=checkbox]')).toHaveLength(1);
    expect((await robot()).checked).toBe(false);
    expect(form.querySelector('button')!.disabled).toBe(true);
    await submit(form);
    expect(bodies).toHaveLength(2);
  });
});
