import { useLayoutEffect } from 'react';
import type { ValidatedField } from '../../shared/forms/validated-fields';
import { useFieldValidation } from '../../shared/forms/use-field-validation';
import { useServerNodes } from '../../shared/ui/server-nodes';

export interface QuestionFormBodyProps {
  /** The template's nodes (parsed by shared/html.ts), moved in as they are: what the shopper typed stays in them. */
  nodes: readonly Node[];
  form: HTMLFormElement;
  fields: readonly ValidatedField[];
  /** Submitted with every field passing its rules. */
  onValid: () => void;
}

/** The question form in its pop-up: the server's form, its field errors drawn by React. */
export function QuestionFormBody({ nodes, form, fields, onValid }: QuestionFormBodyProps) {
  const { messages, validateAll } = useFieldValidation(form, fields);
  // Heard from the commit that shows the form: a submit before a passive effect ran would post it.
  useLayoutEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (validateAll()) onValid();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [form, validateAll, onValid]);
  return (
    <>
      <div className="question-form-body" ref={useServerNodes(nodes)} />
      {messages}
    </>
  );
}
