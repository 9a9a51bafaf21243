import { useLayoutEffect } from 'react';
import { useFormCaptcha } from '../../shared/captcha/use-form-captcha';
import { Marks, mergeMarks } from '../../shared/forms/marks';
import type { ValidatedField } from '../../shared/forms/validated-fields';
import { useFieldValidation } from '../../shared/forms/use-field-validation';

export interface QuestionFormBodyProps {
  /** The template's nodes (parsed by shared/html.ts), adopted as they are: what the shopper typed stays in them. */
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
  const validation = useFieldValidation(form, fields);
  const captcha = useFormCaptcha(form, report);
  const { validateAll } = validation;
  // Heard from the commit that shows the form: a submit before a passive effect ran would post it.
  useLayoutEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (!validateAll()) return;
      const recaptcha = captcha.response();
      // Its disabled buttons stop a click or Enter, not a script's requestSubmit() (nor a click before they show).
      if (captcha.present && !recaptcha) return;
      onValid(recaptcha);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, validateAll, captcha, onValid]);
  return <Marks nodes={nodes} marks={mergeMarks(validation.marks, captcha.marks)} className="question-form-body" report={report} />;
}
