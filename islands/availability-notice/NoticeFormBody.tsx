import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isAbort, requestAvailabilityNotice } from '../../shared/api';
import { useFormCaptcha } from '../../shared/captcha/use-form-captcha';
import { Marks, mergeMarks } from '../../shared/forms/marks';
import { lockMarks, submitButtonsOf } from '../../shared/forms/submit-buttons';
import { announce } from '../../shared/ui/announce';
import { whileLoading } from '../../shared/ui/loading-indicator';
import type { IslandContext } from '../runtime/types';
import { emailProblem } from './email';
import { optionIdOf } from './notice-option';

export interface NoticeFormBodyProps {
  /** A copy of the template's nodes, adopted as they are: what the shopper typed stays in them. */
  nodes: readonly Node[];
  form: HTMLFormElement;
  report: IslandContext['report'];
  /** Aborted when the island goes: its request is dropped and nothing is shown for it. */
  signal: AbortSignal;
  /** The call failed (and was reported). */
  onFailed: () => void;
}

/** What the e-mail shows: its problem, and the submit that found it (focus goes to the field then), if one did. */
interface EmailCheck {
  problem: string | null;
  focus?: number;
}

const PASSED: EmailCheck = { problem: null };

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * The availability notice's form in its pop-up: the server's form, its e-mail error, its captcha, its
 * locked submit and, once sent, the thanks that replace it, drawn by React. The captcha is there while
 * the form is on screen, and goes when the thanks replace it or the pop-up closes. The e-mail is
 * checked before sending; then `{email, recaptcha, optionId}` goes once, however often the form is
 * sent meanwhile.
 */
export function NoticeFormBody({ nodes, form, report, signal, onFailed }: NoticeFormBodyProps) {
  const messageId = useId();
  const [email] = useState(() => form.elements.namedItem('email') as HTMLInputElement);
  const buttons = useMemo(() => submitButtonsOf(form), [form]);
  const [check, setCheck] = useState(PASSED);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const captcha = useFormCaptcha(form, report);
  const { present, response } = captcha;
  const sent = useRef(false);
  const submits = useRef(0);

  // Heard from the commit that shows the form: a submit before a passive effect ran would post it.
  useLayoutEffect(() => {
    const onInput = () => setCheck((shown) => (shown.problem && emailProblem(email.value) === null ? PASSED : shown));
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (sent.current) return;
      const problem = emailProblem(email.value);
      setCheck(problem ? { problem, focus: (submits.current += 1) } : PASSED);
      if (problem) return;
      const recaptcha = response();
      // Its disabled buttons stop a click or Enter, not a script's requestSubmit() (nor a click before they show).
      if (present && !recaptcha) return;
      sent.current = true;
      setSending(true);
      const request = { email: email.value.trim(), recaptcha, optionId: optionIdOf(form) };
      whileLoading(requestAvailabilityNotice(request, { signal }))
        .then(({ message }) => {
          setThanks(message);
          announce(message);
        })
        .catch((failure: unknown) => {
          // The island is gone, and its pop-up with it: nothing is shown for it.
          if (signal.aborted) return;
          if (!isAbort(failure)) report('could not subscribe to the availability notice', failure);
          onFailed();
        });
    };
    email.addEventListener('input', onInput);
    form.addEventListener('submit', onSubmit);
    return () => {
      email.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
    };
  }, [form, email, present, response, report, signal, onFailed]);

  if (thanks !== null) {
    return (
      <p className="availability-dialog__message" tabIndex={-1} ref={focusOnMount}>
        {thanks}
      </p>
    );
  }
  const wrapper = email.closest('.form-field') ?? email.parentElement ?? form;
  // One map each: the wrapper may be the form itself (a field with no wrapper of its own).
  const marks = mergeMarks(
    new Map([[form, { noValidate: true }]]),
    new Map([[wrapper, { after: check.problem ? <p className="form-error" id={messageId}>{check.problem}</p> : null }]]),
    new Map([[email, { invalid: check.problem !== null, describedBy: check.problem ? [messageId] : [], focus: check.focus }]]),
    lockMarks(buttons, sending),
    captcha.marks,
  );
  return <Marks nodes={nodes} marks={marks} report={report} />;
}
