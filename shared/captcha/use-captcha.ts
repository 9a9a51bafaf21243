/**
 * The provider's widget for one captcha block, as React state. Its script loads when the block comes
 * near the viewport, once per page (./load-captcha-script.ts); the widget is then rendered explicitly
 * into the element `widgetRef` is given (once React has drawn it), and solving, expiry and failures become state. The provider has
 * no way to remove a widget: its nodes go with the effect that rendered them, so a component mounted
 * again renders a fresh one, and an answer that arrives after it went renders nothing.
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { loadCaptchaScript } from './load-captcha-script';
import type { Grecaptcha } from './provider';
import { readCaptchaBlock, type CaptchaBlockConfig } from './read-captcha-block';

type Report = (problem: string, cause?: unknown) => void;

export interface CaptchaView {
  /** For the element the widget is rendered into: React renders it empty, the provider fills it. */
  widgetRef: (element: HTMLDivElement | null) => void;
  solved: boolean;
  /** The captcha cannot be solved on this page: misconfigured, or the provider failed. */
  unavailable: boolean;
  /** The token to send with the form: '' while it is not solved. */
  response: () => string;
}

/** Our choice: the script starts loading a little before the block scrolls into view. */
const VISIBLE_MARGIN = '200px';

/** Calls `start` once `block` is within VISIBLE_MARGIN of the viewport; the returned function stops waiting. */
function whenNearView(block: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(block);
  return () => observer.disconnect();
}

/** `block` null: the form has no captcha, and nothing happens. */
export function useCaptcha(block: HTMLElement | null, report: Report): CaptchaView {
  const config = useMemo(() => (block ? readCaptchaBlock(block) : null), [block]);
  const [solved, setSolved] = useState(false);
  const [failed, setFailed] = useState(false);
  // State, not a ref: the element is drawn in the form's own root (shared/forms/marks.tsx), after this one's effects ran.
  const [element, widgetRef] = useState<HTMLDivElement | null>(null);
  const widget = useRef<{ provider: Grecaptcha; id: number } | null>(null);
  const reportedConfig = useRef<CaptchaBlockConfig | null>(null);

  // The effect keeps its widget when the caller's report changes identity.
  const reportProblem = useEffectEvent((problem: string, cause?: unknown) => report(problem, cause));

  useEffect(() => {
    if (!config) return undefined;
    if ('problem' in config) {
      // Said once per block: StrictMode running this effect twice must not say it twice.
      if (reportedConfig.current !== config) reportProblem(config.problem);
      reportedConfig.current = config;
      return undefined;
    }
    if (!element || !block) return undefined;
    let live = true;
    const fail = (problem: string, cause?: unknown) => {
      reportProblem(problem, cause);
      setSolved(false);
      setFailed(true);
    };
    const stop = whenNearView(block, () => {
      loadCaptchaScript(config.scriptUrl)
        .then((provider) => {
          if (!live) return;
          const id = provider.render(element, {
            sitekey: config.siteKey,
            callback: () => live && setSolved(true),
            'expired-callback': () => live && setSolved(false),
            'error-callback': () => live && fail('the captcha provider reported an error (network or site key)'),
          });
          widget.current = { provider, id };
        })
        .catch((error: unknown) => {
          if (live) fail('could not start the captcha; the form cannot be sent until the page is reloaded', error);
        });
    });
    return () => {
      live = false;
      stop();
      widget.current = null;
      // React keeps the element when only the effect goes (StrictMode, a new block): it must be empty for the next widget.
      element.replaceChildren();
    };
  }, [block, config, element]);

  const response = useCallback(() => {
    const current = widget.current;
    if (!current) return '';
    try {
      return current.provider.getResponse(current.id);
    } catch (error) {
      report('grecaptcha.getResponse failed', error);
      return '';
    }
  }, [report]);

  return { widgetRef, solved, unavailable: failed || (!!config && 'problem' in config), response };
}
