import { useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isAbort, requestAvailabilityNotice } from '../../shared/api';
import { Captcha, type CaptchaHandle } from '../../shared/captcha/Captcha';
import { lockSubmit } from '../../shared/forms/lock-submit';
import { linkMessage, replaceBrowserValidation } from '../../shared/forms/use-field-validation';
import { announce } from '../../shared/ui/announce';
import { whileLoading } from '../../shared/ui/loading-indicator';
import { useServerNodes } from '../../shared/ui/server-nodes';
import type { IslandContext } from '../runtime/types';
import { emailProblem } from './email';
import { optionIdOf } from './notice-option';

export interface NoticeFormBodyProps {
  /** A copy of the template's nodes, moved in as they are: what the shopper typed stays in them. */
  nodes: readonly Node[];
  form: HTMLFormElement;
  report: IslandContext['report'];
  /** Aborted when the island goes: its request is dropped and nothing is shown for it. */
  signal: AbortSignal;
  /** The call failed (and was reported). */
  onFailed: () => void;
}

/** What the e-mail shows: its problem, and whether a submit just found it (focus goes to the field then). */
interface EmailCheck {
  problem: string | null;
  focus: boolean;
}

const PASSED: EmailCheck = { problem: null, focus: false };

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
  const [describedBy] = useState(() => email.getAttribute('aria-describedby'));
  const [check, setCheck] = useState(PASSED);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const sent = useRef(false);
  const serverNodes = useServerNodes(nodes);

  useLayoutEffect(() => replaceBrowserValidation(form), [form]);
  useLayoutEffect(() => {
    linkMessage(email, describedBy, check.problem ? messageId : null);
    if (check.focus) email.focus();
  }, [email, describedBy, check, messageId]);
  useLayoutEffect(() => () => linkMessage(email, describedBy, null), [email, describedBy]);

  useLayoutEffect(() => (sending ? lockSubmit(form) : undefined), [form, sending]);

  // Heard from the commit that shows the form: a submit before a passive effect ran would post it.
  useLayoutEffect(() => {
    const onInput = () => setCheck((shown) => (shown.problem && emailProblem(email.value) === null ? PASSED : shown));
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (sent.current) return;
      const problem = emailProblem(email.value);
      setCheck({ problem, focus: problem !== null });
      if (problem) return;
      sent.current = true;
      setSending(true);
      const request = { email: email.value.trim(), recaptcha: captcha.current?.response() ?? '', optionId: optionIdOf(form) };
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
  }, [form, email, report, signal, onFailed]);

  if (thanks !== null) {
    return (
      <p className="availability-dialog__message" tabIndex={-1} ref={focusOnMount}>
        {thanks}
      </p>
    );
  }
  const wrapper = email.closest('.form-field') ?? email.parentElement ?? form;
  return (
    <>
      <div ref={serverNodes} />
      {check.problem &&
        createPortal(
          <p className="form-error" id={messageId}>
            {check.problem}
          </p>,
          wrapper,
        )}
      <Captcha form={form} report={report} ref={captcha} />
    </>
  );
}
