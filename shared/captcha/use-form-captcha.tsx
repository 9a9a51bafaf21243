/**
 * A captcha on a form, reCAPTCHA v2 style. The form marks where it goes with a block:
 *
 *   <div class="captcha-block" data-captcha data-captcha-site-key="…" [data-captcha-script="…"]></div>
 *
 * - `data-captcha`: the block; leave it empty (React draws the widget's place and a hint inside it).
 * - `data-captcha-site-key`: the provider site key (required).
 * - `data-captcha-script`: the provider script URL; default CAPTCHA_DEFAULT_SCRIPT_URL. A same-origin
 *   path or an https URL; `onload`, `render=explicit` and `trustedtypes=true` are added to it.
 *
 * The form's confirm buttons (its submit buttons) are disabled until the captcha is solved and again
 * when the token expires; a visible hint next to the widget says why. The provider script is loaded
 * only when the block comes into view, once per page, and the widget is rendered explicitly. All of it
 * is marks on the form's nodes (shared/forms/marks.tsx), there while the form is shown: a form shown
 * again gets a fresh, unsolved captcha.
 */
import { useId, useMemo } from 'react';
import type { Mark, Marks } from '../forms/marks';
import { submitButtonsOf } from '../forms/submit-buttons';
import { message } from '../messages/message';
import { useCaptcha } from './use-captcha';

export interface FormCaptcha {
  /** The block's widget and hint, the confirm buttons held until it is solved: render them with the form's other marks. */
  marks: Marks;
  /** The form has a captcha block. */
  present: boolean;
  /** The token to send with the form: '' while the captcha is not solved (or there is none). */
  response: () => string;
}

const NONE: Marks = new Map();

export function useFormCaptcha(form: HTMLFormElement, report: (problem: string, cause?: unknown) => void): FormCaptcha {
  const hintId = useId();
  const block = useMemo(() => form.querySelector<HTMLElement>('[data-captcha]'), [form]);
  const buttons = useMemo(() => submitButtonsOf(form), [form]);
  const { widgetRef, solved, unavailable, response } = useCaptcha(block, report);
  if (!block) return { marks: NONE, present: false, response };
  const after = (
    <>
      <div className="captcha-block__widget" ref={widgetRef} />
      {/* Inside a modal pop-up the page's live region is inert: the hint speaks for itself when it changes. */}
      <p className="captcha-block__hint" id={hintId} role="status" hidden={solved}>
        {message(unavailable ? 'captcha.unavailable' : 'captcha.hint')}
      </p>
    </>
  );
  const marks = new Map<Element, Mark>([[block, { classes: unavailable ? ['is-unavailable'] : [], after }], ...buttons.map((button): [Element, Mark] => [button, { describedBy: [hintId], disabled: !solved }])]);
  return { marks, present: true, response };
}
