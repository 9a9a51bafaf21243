// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { readValidatedFields } from '../../shared/forms/validated-fields';
import { parseServerHtml } from '../../shared/html';
import { QuestionFormBody } from './QuestionFormBody';
import { settleAdoptedNodes } from '../../test-support/settle-adopted-nodes';

const load = vi.hoisted(() => ({ loadCaptchaScript: vi.fn() }));
vi.mock('../../shared/captcha/load-captcha-script', () => load);

const CAPTCHA_BLOCK = '<div class="captcha-block" data-captcha data-captcha-site-key="key-1"></div>';
const TEMPLATE = `<form><div class="form-field"><label for="n">Imię</label><input id="n" name="name" data-validate="required"></div>
  <div class="form-field"><label for="e">E-mail</label><input id="e" name="email" type="email" data-validate="email" aria-describedby="e-hint"><p id="e-hint">Nie spamujemy.</p></div>
  <button type="submit">Wyślij</button></form>`;

beforeEach(() => {
  load.loadCaptchaScript.mockReset().mockResolvedValue(fakeGrecaptcha());
  // No IntersectionObserver: a captcha loads at once.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(cleanup);

function draw(template = TEMPLATE) {
  const content = parseServerHtml(template);
  const nodes = [...content.childNodes];
  const form = content.querySelector('form')!;
  const report = vi.fn();
  const fields = readValidatedFields(form, report);
  const onValid = vi.fn();
  const view = render(
    <StrictMode>
      <QuestionFormBody nodes={nodes} form={form} fields={fields} report={report} onValid={onValid} />
    </StrictMode>,
  );
  return { content, form, onValid, report, unmount: view.unmount };
}

const name = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Imię' });
const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
const description = (field: HTMLElement) => (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('QuestionFormBody', () => {
  it('shows the server form itself, its own validation replaced by ours once awake', async () => {
    const { form } = draw();
    await settleAdoptedNodes();
    expect(name().form).toBe(form);
    expect(form.parentElement!.className).toBe('question-form-body');
    expect(form.noValidate).toBe(true);
  });

  it('sends nothing while a field breaks a rule: the message is drawn in its wrapper, linked, and the field gets focus', async () => {
    const { onValid } = draw();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(name());
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(description(name())).toEqual(['To pole jest wymagane.']);
    expect(name().closest('.form-field')!.lastElementChild!.className).toBe('field-error');
    expect(name().closest('.form-field')!.classList.contains('is-invalid')).toBe(true);
  });

  it('checks a field when left after typing, rechecks every keystroke once wrong, and keeps the server description first', async () => {
    draw();
    await userEvent.type(email(), 'jan@');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    await userEvent.tab();
    expect(description(email())).toEqual(['Nie spamujemy.', 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.']);
    await userEvent.type(email(), 'example.pl');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    expect(email().getAttribute('aria-describedby')).toBe('e-hint');
    expect(email().closest('.form-field')!.className).toBe('form-field is-filled is-valid');
  });

  it('a form that passes is handed on once per submit, with what was typed and no captcha token', async () => {
    const { onValid } = draw();
    await userEvent.type(name(), 'Jan{Enter}');
    expect(onValid).toHaveBeenCalledExactlyOnceWith('');
    expect(name().value).toBe('Jan');
  });

  it('with a captcha: drawn in its block, nothing handed on until it is solved, then its token', async () => {
    const { form, onValid } = draw(TEMPLATE.replace('<button', `${CAPTCHA_BLOCK}<button`));
    const robot = await screen.findByRole('checkbox', { name: 'Nie jestem robotem' });
    expect(robot.closest('[data-captcha]')!.closest('form')).toBe(form);
    await userEvent.type(name(), 'Jan');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    form.requestSubmit();
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.click(robot);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(onValid).toHaveBeenCalledExactlyOnceWith('fake-token-0-1');
  });

  it('leaving the screen, it takes its marks and messages away and gives the nodes back, typed text and all', async () => {
    const { content, form, unmount } = draw();
    await userEvent.type(name(), 'Jan');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    await userEvent.clear(email());
    unmount();
    await settleAdoptedNodes();
    expect(content.firstChild).toBe(form);
    expect(form.querySelectorAll('.field-error, .is-filled, .is-valid, .is-invalid, [aria-invalid]')).toHaveLength(0);
    expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe('Jan');
    expect(form.noValidate).toBe(false);
  });

  it('leaving the screen, it takes its captcha away and gives the button back', async () => {
    const { form, unmount } = draw(TEMPLATE.replace('<button', `${CAPTCHA_BLOCK}<button`));
    await screen.findByRole('checkbox', { name: 'Nie jestem robotem' });
    unmount();
    await settleAdoptedNodes();
    expect(form.querySelector('[data-captcha]')!.children).toHaveLength(0);
    expect(form.querySelector('button')!.disabled).toBe(false);
    expect(form.querySelector('button')!.hasAttribute('aria-describedby')).toBe(false);
  });
});
