import { useLayoutEffect, useRef } from 'react';
import { Captcha, type CaptchaHandle } from '../../shared/captcha/Captcha';
import type { ValidatedField } from '../../shared/forms/validated-fields';
import { useFieldValidation } from '../../shared/forms/use-field-validation';
import { useServerNodes } from '../../shared/ui/server-nodes';

export interface QuestionFormBodyProps {
  /** The template's nodes (parsed by shared/html.ts), moved in as they are: what the shopper typed stays in them. */
  nodes: readonly Node[];
  form: HTMLFormElement;
  fields: readonly ValidatedField[];
  report: (problem: string, cause?: unknown) => void;
  /**
   * Submitted with every field passing its rules and the captcha, if the form has one, solved:
   * `recaptcha` is its token ('' without a captcha), read while the form is still on screen.
   */
  onValid: (recaptcha: string) => void;
}

/** The question form in its pop-up: the server's form, its field errors and its captcha drawn by React. */
export function QuestionFormBody({ nodes, form, fields, report, onValid }: QuestionFormBodyProps) {
  const { messages, validateAll } = useFieldValidation(form, fields);
  const captcha = useRef<CaptchaHandle>(null);
  // Heard from the commit that shows the form: a submit before a passive effect ran would post it.
  useLayoutEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (!validateAll()) return;
      const recaptcha = captcha.current?.response() ?? '';
      // Its disabled buttons stop a click or Enter, not a script's requestSubmit().
      if (captcha.current && !recaptcha) return;
      onValid(recaptcha);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, validateAll, onValid]);
  return (
    <>
      <div className="question-form-body" ref={useServerNodes(nodes)} />
      {messages}
      <Captcha form={form} report={report} ref={captcha} />
    </>
  );
}
