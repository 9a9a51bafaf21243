/**
 * Live validation of a form's `data-validate` fields (./validated-fields.ts), as marks React renders
 * on the server's fields while the form is on screen (./marks.tsx): a broken rule's Polish message is a
 * `<p class="field-error">` at the end of the field's wrapper, linked by `aria-describedby`, with
 * `aria-invalid="true"` on the field; the wrapper carries `is-filled`, `is-valid`, `is-invalid`; the
 * form's own validation bubbles give way to them.
 */
import { useEffect, useId, useState } from 'react';
import { mergeMarks, type Mark, type Marks } from './marks';
import { afterInput, afterLeave, checkField, FIELD_MARK, initialState, type FieldState, type ValidatedField } from './validated-fields';

export interface FieldValidation {
  /** The form's and its fields' marks: render them (`Marks`). */
  marks: Marks;
  /** Checks every field; false when one fails, which then gets focus once its message is shown. */
  validateAll: () => boolean;
}

/** A field's marks: its wrapper's classes and message, the control's invalid state and link to it. */
function fieldMarks({ control, wrapper }: ValidatedField, state: FieldState, errorId: string, focus: number | undefined): [Element, Mark][] {
  const invalid = state.problem !== null;
  const classes = [state.filled && FIELD_MARK.filled, state.checked && state.filled && !invalid && FIELD_MARK.valid, invalid && FIELD_MARK.invalid].filter((name) => typeof name === 'string');
  return [
    [wrapper, { classes, after: invalid ? <p className="field-error" id={errorId}>{state.problem}</p> : null }],
    [control, { invalid, describedBy: invalid ? [errorId] : [], focus }],
  ];
}

/** `fields` is read once per form (readValidatedFields) and must keep its identity while the form is shown. */
export function useFieldValidation(form: HTMLFormElement, fields: readonly ValidatedField[]): FieldValidation {
  const baseId = useId();
  const [states, setStates] = useState(() => fields.map(initialState));
  /** The field a failed submit sends the focus to, and how many submits asked (each asks again). */
  const [focus, setFocus] = useState<{ index: number; request: number }>({ index: -1, request: 0 });

  useEffect(() => {
    const update = (event: Event, next: (field: ValidatedField, state: FieldState) => FieldState) => {
      const index = fields.findIndex((field) => field.control === event.target);
      if (index >= 0) setStates((current) => current.map((state, i) => (i === index ? next(fields[i]!, state) : state)));
    };
    const onInput = (event: Event) => update(event, (field, state) => afterInput(field, state, event.type === 'change'));
    const onLeave = (event: Event) => update(event, afterLeave);
    form.addEventListener('input', onInput);
    form.addEventListener('change', onInput);
    form.addEventListener('focusout', onLeave);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onInput);
      form.removeEventListener('focusout', onLeave);
    };
  }, [form, fields]);

  const validateAll = () => {
    const next = fields.map((field, index) => checkField(field, states[index]!));
    setStates(next);
    const first = next.findIndex((state) => state.problem !== null);
    if (first >= 0) setFocus(({ request }) => ({ index: first, request: request + 1 }));
    return first < 0;
  };

  // Merged: fields may share a wrapper (or have the form as theirs), each with its own message.
  const marks = mergeMarks(
    new Map([[form, { noValidate: true }]]),
    ...fields.map((field, index) => new Map(fieldMarks(field, states[index]!, `${baseId}-error-${index}`, focus.index === index ? focus.request : undefined))),
  );
  return { marks, validateAll };
}
