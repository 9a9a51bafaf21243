/**
 * The question form flow (spec §4): loading indicator, FetchQuestionFormTemplate, the form in the
 * shared pop-up with validation and captcha; on submit the pop-up closes, SendQuestionForm, a response
 * pop-up with the message, and the form is reset. Unlike the spec's original (§8: no failure
 * handling), a failure is reported, the shopper is told, and a form that could not be sent comes
 * back filled in.
 */
import { afterNextPaint } from '../../shared/after-next-paint';
import { fetchQuestionFormTemplate, isAbort, sendQuestionForm } from '../../shared/api';
import { attachCaptcha, type CaptchaControl } from '../../shared/captcha/attach-captcha';
import { attachValidation, type FormValidation } from '../../shared/forms/attach-validation';
import { parseServerHtml } from '../../shared/html';
import { activeDialog } from '../../shared/state/dialog';
import { announce } from '../../shared/ui/announce';
import { openDialog } from '../../shared/ui/dialog';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { collectFields } from './collect-fields';
import { showLoadFailure, showResponse } from './message-dialogs';
import { LOAD_FAILED, SEND_FAILED } from './messages';

export interface QuestionFormRequest {
  trigger: HTMLElement;
  type: number;
  id: number | null;
  title: string;
  report: (problem: string, cause?: unknown) => void;
  /** Aborts loading the template (a newer click, or the trigger removed); a send is never aborted. */
  signal: AbortSignal;
}

let sequence = 0;

/** Spec §4: "the form is reset: valid and filled marks removed, captcha reset, form cleared". */
export function resetQuestionForm(form: HTMLFormElement, validation: FormValidation, captcha: CaptchaControl): void {
  validation.reset();
  captcha.reset();
  form.reset();
}

/** Never rejects: every failure is reported and shown. */
export async function openQuestionForm(request: QuestionFormRequest): Promise<void> {
  const { trigger, title, report } = request;
  let html: string;
  try {
    // The click paints its loading indicator first: a quick answer would otherwise open the pop-up
    // (showModal makes the whole page inert, a long task) before that paint, and the click's INP with it.
    const template = afterNextPaint().then(() => fetchQuestionFormTemplate({ type: request.type, id: request.id }, { signal: request.signal }));
    ({ htmlTemplate: html } = await whileLoading(template));
  } catch (error) {
    if (isAbort(error)) return;
    report('could not load the question form', error);
    announce(LOAD_FAILED);
    showLoadFailure(title, trigger);
    return;
  }
  if (request.signal.aborted) return;
  const body = document.createElement('div');
  body.className = 'question-form-body';
  body.append(parseServerHtml(html));
  const form = body.querySelector('form');
  if (!form) {
    report('FetchQuestionFormTemplate: htmlTemplate holds no <form>');
    announce(LOAD_FAILED);
    showLoadFailure(title, trigger);
    return;
  }

  const validation = attachValidation(form, report);
  const captcha = attachCaptcha(form, report);
  const hasCaptcha = form.querySelector('[data-captcha]') !== null;
  const notice = document.createElement('p');
  notice.className = 'question-form__notice';
  notice.id = `sf-question-notice-${++sequence}`;
  notice.hidden = true;
  body.prepend(notice);

  let sending = false;
  const detach = () => {
    form.removeEventListener('submit', onSubmit);
    validation.detach();
    captcha.detach();
  };
  const show = () => {
    // Closed by the shopper: the form is done with. Dismissed for sending: it may come back.
    const onClose = () => {
      if (!sending) detach();
    };
    const dialog = openDialog({ title, content: body, opener: trigger, className: 'sf-dialog--form', onClose });
    if (!notice.hidden) dialog.element.setAttribute('aria-describedby', notice.id);
  };

  const send = async () => {
    const recaptcha = captcha.response();
    if (hasCaptcha && !recaptcha) return;
    sending = true;
    const fields = collectFields(form);
    activeDialog.peek()?.dismiss();
    try {
      const { message } = await whileLoading(sendQuestionForm({ fields, recaptcha }));
      resetQuestionForm(form, validation, captcha);
      detach();
      announce(message);
      showResponse(message, trigger);
    } catch (error) {
      report('could not send the question form; it is shown again, filled in', error);
      // The token may have been spent on the failed attempt: the shopper solves a fresh one.
      captcha.reset();
      sending = false;
      notice.textContent = SEND_FAILED;
      notice.hidden = false;
      announce(SEND_FAILED);
      show();
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    const invalid = validation.validateAll();
    if (invalid) invalid.focus();
    else void send();
  };
  form.addEventListener('submit', onSubmit);
  show();
}
