/**
 * The question form flow (spec §4): loading indicator, FetchQuestionFormTemplate, the form in the
 * shared pop-up with validation and captcha; on submit the pop-up closes, SendQuestionForm, a response
 * pop-up with the message, and the form is reset. Unlike the spec's original (§8: no failure
 * handling), a failure is reported, the shopper is told, and a form that could not be sent comes
 * back filled in. What the pop-ups show is drawn by React (QuestionFormBody, message-dialogs).
 */
import { afterNextPaint } from '../../shared/after-next-paint';
import { fetchQuestionFormTemplate, isAbort, sendQuestionForm } from '../../shared/api';
import { readValidatedFields } from '../../shared/forms/validated-fields';
import { parseServerHtml } from '../../shared/html';
import { message } from '../../shared/messages/message';
import type { OpenDialog } from '../../shared/state/dialog';
import { announce } from '../../shared/ui/announce';
import { openDialog } from '../../shared/ui/dialog';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { collectFields } from './collect-fields';
import { showFormLoadFailure, showResponse } from './message-dialogs';
import { QuestionFormBody } from './QuestionFormBody';

export interface QuestionFormRequest {
  trigger: HTMLElement;
  type: number;
  id: number | null;
  title: string;
  report: (problem: string, cause?: unknown) => void;
  /**
   * A newer click, or the island gone: a template still loading is dropped, the pop-up this click
   * opened closes, its captcha with it. A send already made is not aborted; its answer is no longer
   * shown.
   */
  signal: AbortSignal;
}

/** Never rejects: every failure is reported and shown. */
export async function openQuestionForm(request: QuestionFormRequest): Promise<void> {
  const { trigger, title, report, signal } = request;
  /** The pop-up this click shows now: the form, its answer, or why it failed. */
  let shown: OpenDialog | undefined;
  signal.addEventListener('abort', () => shown?.close(), { once: true });
  let html: string;
  try {
    // The click paints its loading indicator first: a quick answer would otherwise open the pop-up
    // (showModal makes the whole page inert, a long task) before that paint, and the click's INP with it.
    const template = afterNextPaint().then(() => fetchQuestionFormTemplate({ type: request.type, id: request.id }, { signal }));
    ({ htmlTemplate: html } = await whileLoading(template));
  } catch (error) {
    if (isAbort(error) || signal.aborted) return;
    report('could not load the question form', error);
    announce(message('question-form.load-failed'));
    shown = showFormLoadFailure(title, trigger);
    return;
  }
  if (signal.aborted) return;
  const content = parseServerHtml(html);
  const nodes = [...content.childNodes];
  const form = content.querySelector('form');
  if (!form) {
    report('FetchQuestionFormTemplate: htmlTemplate holds no <form>');
    announce(message('question-form.load-failed'));
    shown = showFormLoadFailure(title, trigger);
    return;
  }

  const fields = readValidatedFields(form, report);
  let sending = false;

  /** `recaptcha` is read by the form's pop-up before it goes: the captcha goes with it. */
  const send = async (recaptcha: string) => {
    if (sending) return;
    sending = true;
    const sent = collectFields(form);
    shown?.dismiss();
    try {
      const { message: answer } = await whileLoading(sendQuestionForm({ fields: sent, recaptcha }));
      if (signal.aborted) return;
      // Spec §4: "the form is reset: captcha reset, form cleared". The captcha, and the valid and filled
      // marks, went with the form's pop-up; a form shown again draws a fresh captcha.
      form.reset();
      announce(answer);
      shown = showResponse(answer, trigger);
    } catch (error) {
      report('could not send the question form; it is shown again, filled in', error);
      sending = false;
      if (signal.aborted) return;
      // The token may have been spent on the failed attempt: the form comes back with a fresh captcha.
      const failed = message('question-form.send-failed');
      announce(failed);
      show(failed);
    }
  };
  const show = (notice?: string) => {
    shown = openDialog({
      title,
      content: <QuestionFormBody nodes={nodes} form={form} fields={fields} report={report} onValid={(recaptcha) => void send(recaptcha)} />,
      ...(notice ? { description: { text: notice, className: 'question-form__notice' } } : {}),
      opener: trigger,
      className: 'sf-dialog--form',
    });
  };
  show();
}
