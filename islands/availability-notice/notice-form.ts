import { isAbort, requestAvailabilityNotice } from '../../shared/api';
import { attachCaptcha, type CaptchaControl } from '../../shared/captcha/attach-captcha';
import { NO_MATCHING_OPTION_ID } from '../../shared/constants';
import { productVariants } from '../../shared/state/product-variant';
import { announce } from '../../shared/ui/announce';
import { openDialog } from '../../shared/ui/dialog';
import { whileLoading } from '../../shared/ui/loading-indicator';
import type { IslandContext } from '../runtime/types';
import { emailProblem } from './email';

export const NOTICE_FAILURE_MESSAGE = 'Nie udało się zapisać powiadomienia o dostępności. Spróbuj ponownie później.';

export interface NoticeFormOptions {
  template: HTMLTemplateElement;
  productId: number;
  dialogTitle: string;
  /** Gets focus back when the pop-up closes. */
  opener: HTMLElement;
  report: IslandContext['report'];
  /** Aborted when the island goes: its request is dropped and nothing is shown for it. */
  signal: AbortSignal;
  /** Shows a failure next to the link (the pop-up is closed by then). */
  showFailure: (message: string) => void;
}

/** The option the notice is about: the form's field, or the chosen variant when it cannot be bought. */
export function preselectVariant(form: HTMLFormElement, productId: number): void {
  const field = form.elements.namedItem('optionId');
  const variant = productVariants.peek().get(productId);
  if (!(field instanceof HTMLSelectElement) || !variant || variant.status !== 'confirmed' || variant.cartEnabled) return;
  if (variant.optionId === NO_MATCHING_OPTION_ID) return;
  const option = [...field.options].find((o) => o.value === String(variant.optionId));
  if (option) field.value = option.value;
}

export function optionIdOf(form: HTMLFormElement): number {
  const field = form.elements.namedItem('optionId');
  const raw = field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
  return /^-?\d+$/.test(raw) ? Number(raw) : NO_MATCHING_OPTION_ID;
}

/**
 * Opens a copy of the template's form in the shared pop-up and sends it as
 * `{email, recaptcha, optionId}`, one request at a time, once the e-mail passes the check. The
 * form's fields stay the template's own nodes. `template` must hold a form with an "email" input
 * (readAvailabilityNotice checks it).
 */
export function openNoticeForm({ template, productId, dialogTitle, opener, report, signal, showFailure }: NoticeFormOptions): void {
  const content = template.content.cloneNode(true) as DocumentFragment;
  const form = content.querySelector('form')!;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  form.noValidate = true;
  preselectVariant(form, productId);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');

  const error = document.createElement('p');
  error.className = 'form-error';
  error.id = `${email.id || 'notice-email'}-error`;
  error.hidden = true;
  email.after(error);
  const showProblem = (problem: string | null) => {
    error.textContent = problem ?? '';
    error.hidden = problem === null;
    if (problem) {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', error.id);
    } else {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    }
  };

  let captcha: CaptchaControl | undefined;
  const dialog = openDialog({ title: dialogTitle, content, opener, className: 'availability-dialog', onClose: () => captcha?.detach() });
  // Attached once the form is in the page: the captcha loads when its block comes into view.
  captcha = attachCaptcha(form, report);
  let sending = false;

  email.addEventListener('input', () => {
    if (email.hasAttribute('aria-invalid') && emailProblem(email.value) === null) showProblem(null);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    const problem = emailProblem(email.value);
    showProblem(problem);
    if (problem) {
      email.focus();
      return;
    }
    sending = true;
    if (submit) submit.disabled = true;
    whileLoading(requestAvailabilityNotice({ email: email.value.trim(), recaptcha: captcha.response(), optionId: optionIdOf(form) }, { signal }))
      .then(({ message }) => {
        const thanks = document.createElement('p');
        thanks.className = 'availability-dialog__message';
        thanks.tabIndex = -1;
        thanks.textContent = message;
        captcha?.detach();
        form.replaceWith(thanks);
        thanks.focus();
        announce(message);
      })
      .catch((failure: unknown) => {
        // The island is gone: nothing goes next to its link, and the form it opened cannot be sent again.
        if (signal.aborted) return dialog.close();
        if (!isAbort(failure)) report('could not subscribe to the availability notice', failure);
        // Spec §4: the modal closes after a failed call; the shopper sees and hears why.
        dialog.close();
        showFailure(NOTICE_FAILURE_MESSAGE);
        announce(NOTICE_FAILURE_MESSAGE);
      });
  });
}
