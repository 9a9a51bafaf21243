/**
 * A captcha on a form, reCAPTCHA v2 style. The form marks where it goes with a block:
 *
 *   <div class="captcha-block" data-captcha data-captcha-site-key="…" [data-captcha-script="…"]></div>
 *
 * - `data-captcha`: the block; leave it empty (the widget and a hint are put inside it).
 * - `data-captcha-site-key`: the provider site key (required).
 * - `data-captcha-script`: the provider script URL; default CAPTCHA_DEFAULT_SCRIPT_URL. A same-origin
 *   path or an https URL; `onload` and `render=explicit` are added to it.
 *
 * The form's confirm buttons (its submit buttons) are disabled until the captcha is solved and again
 * when the token expires; a visible hint next to the widget says why. The provider script is loaded
 * only when the block comes into view, once per page, and the widget is rendered explicitly.
 */
import { loadCaptchaScript } from './load-captcha-script';
import { CAPTCHA_DEFAULT_SCRIPT_URL, type Grecaptcha } from './provider';

export interface CaptchaControl {
  /** The token to send with the form: '' when the form has no captcha or it is not solved. */
  response(): string;
  /** A fresh, unsolved captcha (after every submit); confirm buttons are disabled again. */
  reset(): void;
  /** Stops watching, removes what was added and gives the buttons back their state. */
  detach(): void;
}

export const CAPTCHA_HINT = 'Zaznacz pole „Nie jestem robotem”, aby wysłać formularz.';
export const CAPTCHA_UNAVAILABLE = 'Nie udało się wczytać zabezpieczenia formularza. Odśwież stronę, aby spróbować ponownie.';

const NO_CAPTCHA: CaptchaControl = { response: () => '', reset() {}, detach() {} };
const VISIBLE_MARGIN = '200px';
let sequence = 0;

function scriptUrlOf(block: HTMLElement): string | undefined {
  const raw = block.getAttribute('data-captcha-script') ?? CAPTCHA_DEFAULT_SCRIPT_URL;
  try {
    const url = new URL(raw, location.href);
    return url.origin === location.origin || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const confirmButtonsOf = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type=submit], input[type=image]')].filter((b) => b.type === 'submit' || b.type === 'image');

export function attachCaptcha(form: HTMLFormElement, report: (problem: string, cause?: unknown) => void): CaptchaControl {
  const block = form.querySelector<HTMLElement>('[data-captcha]');
  if (!block) return NO_CAPTCHA;

  const buttons = confirmButtonsOf(form);
  const before = buttons.map((b) => ({ disabled: b.disabled, describedBy: b.getAttribute('aria-describedby') }));
  const widget = document.createElement('div');
  widget.className = 'captcha-block__widget';
  const hint = document.createElement('p');
  hint.className = 'captcha-block__hint';
  hint.id = `sf-captcha-hint-${++sequence}`;
  hint.textContent = CAPTCHA_HINT;
  // Inside a modal pop-up the page's live region is inert: the hint speaks for itself when it changes.
  hint.setAttribute('role', 'status');
  block.append(widget, hint);
  buttons.forEach((b, i) => b.setAttribute('aria-describedby', [before[i]!.describedBy, hint.id].filter(Boolean).join(' ')));

  let detached = false;
  let provider: Grecaptcha | undefined;
  let widgetId: number | undefined;
  const setSolved = (solved: boolean) => {
    buttons.forEach((b) => (b.disabled = !solved));
    hint.hidden = solved;
  };
  const unavailable = (problem: string, cause?: unknown) => {
    report(problem, cause);
    setSolved(false);
    hint.textContent = CAPTCHA_UNAVAILABLE;
    block.classList.add('is-unavailable');
  };
  setSolved(false);

  const siteKey = block.getAttribute('data-captcha-site-key') ?? '';
  const scriptUrl = scriptUrlOf(block);
  const start = () => {
    if (!scriptUrl) return;
    loadCaptchaScript(scriptUrl)
      .then((api) => {
        if (detached) return;
        provider = api;
        widgetId = api.render(widget, {
          sitekey: siteKey,
          callback: () => setSolved(true),
          'expired-callback': () => setSolved(false),
          'error-callback': () => unavailable('the captcha provider reported an error (network or site key)'),
        });
      })
      .catch((error: unknown) => {
        if (!detached) unavailable('could not start the captcha; the form cannot be sent until the page is reloaded', error);
      });
  };

  let observer: IntersectionObserver | undefined;
  if (!siteKey) unavailable('the [data-captcha] block has no data-captcha-site-key');
  else if (!scriptUrl) unavailable(`data-captcha-script="${block.getAttribute('data-captcha-script')}" is not a same-origin path or an https URL`);
  else if (typeof IntersectionObserver === 'undefined') start();
  else {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        start();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(block);
  }

  return {
    response() {
      if (!provider || widgetId === undefined) return '';
      try {
        return provider.getResponse(widgetId);
      } catch (error) {
        report('grecaptcha.getResponse failed', error);
        return '';
      }
    },
    reset() {
      setSolved(false);
      if (!provider || widgetId === undefined) return;
      try {
        provider.reset(widgetId);
      } catch (error) {
        report('grecaptcha.reset failed', error);
      }
    },
    detach() {
      detached = true;
      observer?.disconnect();
      widget.remove();
      hint.remove();
      block.classList.remove('is-unavailable');
      buttons.forEach((b, i) => {
        const { disabled, describedBy } = before[i]!;
        b.disabled = disabled;
        if (describedBy === null) b.removeAttribute('aria-describedby');
        else b.setAttribute('aria-describedby', describedBy);
      });
    },
  };
}
