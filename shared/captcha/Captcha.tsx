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
 * only when the block comes into view, once per page, and the widget is rendered explicitly. The
 * captcha lives while the component is mounted: the form's own nodes and buttons get back what they
 * had when it goes, and a form shown again gets a fresh, unsolved captcha.
 */
import { useId, useImperativeHandle, useLayoutEffect, useMemo, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { enableConfirmButtons, holdConfirmButtons } from './confirm-buttons';
import { useCaptcha } from './use-captcha';

export const CAPTCHA_HINT = 'Zaznacz pole „Nie jestem robotem”, aby wysłać formularz.';
export const CAPTCHA_UNAVAILABLE = 'Nie udało się wczytać zabezpieczenia formularza. Odśwież stronę, aby spróbować ponownie.';

export interface CaptchaHandle {
  /** The token to send with the form: '' while the captcha is not solved. */
  response(): string;
}

export interface CaptchaProps {
  /** The server's form: its `[data-captcha]` block, if it has one, is where the captcha goes. */
  form: HTMLFormElement;
  report: (problem: string, cause?: unknown) => void;
  /** Set while the form has a captcha; null when it has none. */
  ref?: Ref<CaptchaHandle>;
}

interface CaptchaBlockProps extends CaptchaProps {
  block: HTMLElement;
}

function CaptchaBlock({ form, block, report, ref }: CaptchaBlockProps) {
  const hintId = useId();
  const { widgetRef, solved, unavailable, response } = useCaptcha(block, report);
  useImperativeHandle(ref, () => ({ response }), [response]);

  // Before the form is painted, so it never shows a button that works unsolved. Held first: what the
  // buttons had is read before the captcha disables them, and given back when it goes.
  useLayoutEffect(() => holdConfirmButtons(form, hintId), [form, hintId]);
  useLayoutEffect(() => enableConfirmButtons(form, solved), [form, solved]);
  // The block is the theme's node, not React's: its documented state class is synchronised here.
  useLayoutEffect(() => {
    if (!unavailable) return undefined;
    block.classList.add('is-unavailable');
    return () => block.classList.remove('is-unavailable');
  }, [block, unavailable]);

  return createPortal(
    <>
      <div className="captcha-block__widget" ref={widgetRef} />
      {/* Inside a modal pop-up the page's live region is inert: the hint speaks for itself when it changes. */}
      <p className="captcha-block__hint" id={hintId} role="status" hidden={solved}>
        {unavailable ? CAPTCHA_UNAVAILABLE : CAPTCHA_HINT}
      </p>
    </>,
    block,
  );
}

/** The form's captcha, drawn into its `[data-captcha]` block; nothing when the form has none. */
export function Captcha({ form, report, ref }: CaptchaProps) {
  const block = useMemo(() => form.querySelector<HTMLElement>('[data-captcha]'), [form]);
  return block ? <CaptchaBlock form={form} block={block} report={report} ref={ref} /> : null;
}
