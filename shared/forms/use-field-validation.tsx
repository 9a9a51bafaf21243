/**
 * Live validation of a form's `data-validate` fields (./validated-fields.ts), rendered by React while
 * the form is on screen. A broken rule's Polish message is a `<p class="field-error">` React draws at
 * the end of the field's wrapper, linked by `aria-describedby`, with `aria-invalid="true"` on the
 * field; the wrapper carries `is-filled`, `is-valid`, `is-invalid`. The fields are the server's nodes,
 * not React's: their marks are synchronised from the state in a layout effect, and removed when the
 * form leaves the screen.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterInput, afterLeave, checkField, FIELD_MARK, initialState, type FieldState, type ValidatedField } from './validated-fields';

export interface FieldValidation {
  /** The messages (portals into the fields' wrappers): render them. */
  messages: ReactNode;
  /** Checks every field; false when one fails, which then gets focus once its message is linked. */
  validateAll: () => boolean;
}

/**
 * Marks a server field invalid, described by its message (`messageId`) after the server's own
 * description, or, with null, valid again with the server's description alone.
 */
export function linkMessage(control: Element, describedBy: string | null, messageId: string | null): void {
  if (messageId) control.setAttribute('aria-invalid', 'true');
  else control.removeAttribute('aria-invalid');
  const ids = [describedBy, messageId].filter(Boolean).join(' ');
  if (ids) control.setAttribute('aria-describedby', ids);
  else control.removeAttribute('aria-describedby');
}

function mark({ control, wrapper, describedBy }: ValidatedField, state: FieldState | null, errorId: string): void {
  const invalid = !!state && state.problem !== null;
  wrapper.classList.toggle(FIELD_MARK.filled, !!state?.filled);
  wrapper.classList.toggle(FIELD_MARK.valid, !!state && state.checked && state.filled && !invalid);
  wrapper.classList.toggle(FIELD_MARK.invalid, invalid);
  linkMessage(control, describedBy, invalid ? errorId : null);
}

/** Our messages replace the browser's bubbles (`required` stays on the fields for assistive technology); the returned function gives them back. */
export function replaceBrowserValidation(form: HTMLFormElement): () => void {
  const hadNoValidate = form.noValidate;
  form.noValidate = true;
  return () => {
    form.noValidate = hadNoValidate;
  };
}

/** `fields` is read once per form (readValidatedFields) and must keep its identity while the form is shown. */
export function useFieldValidation(form: HTMLFormElement, fields: readonly ValidatedField[]): FieldValidation {
  const baseId = useId();
  const errorId = (index: number) => `${baseId}-error-${index}`;
  const [states, setStates] = useState(() => fields.map(initialState));
  const focusNext = useRef<HTMLElement | null>(null);

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

  useLayoutEffect(() => {
    const restore = replaceBrowserValidation(form);
    return () => {
      restore();
      for (const field of fields) mark(field, null, '');
    };
  }, [form, fields]);

  useLayoutEffect(() => {
    fields.forEach((field, index) => mark(field, states[index] ?? null, `${baseId}-error-${index}`));
    focusNext.current?.focus();
    focusNext.current = null;
  }, [fields, states, baseId]);

  const validateAll = () => {
    const next = fields.map((field, index) => checkField(field, states[index]!));
    setStates(next);
    const first = next.findIndex((state) => state.problem !== null);
    if (first >= 0) focusNext.current = fields[first]!.control;
    return first < 0;
  };

  const messages = fields.map((field, index) => {
    const problem = states[index]?.problem;
    return problem ? createPortal(<p className="field-error" id={errorId(index)}>{problem}</p>, field.wrapper, errorId(index)) : null;
  });
  return { messages, validateAll };
}
