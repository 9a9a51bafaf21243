/**
 * What a form's captcha block asks for (its attributes are described in ./Captcha.tsx): the provider's
 * site key and script URL, or the problem that keeps the captcha from loading at all.
 */
import { CAPTCHA_DEFAULT_SCRIPT_URL } from './provider';

export type CaptchaBlockConfig = { siteKey: string; scriptUrl: string } | { problem: string };

/** A same-origin path or an https URL, resolved; anything else (`javascript:`, plain http) is refused. */
function scriptUrlOf(raw: string): string | undefined {
  try {
    const url = new URL(raw, location.href);
    return url.origin === location.origin || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function readCaptchaBlock(block: Element): CaptchaBlockConfig {
  const siteKey = block.getAttribute('data-captcha-site-key') ?? '';
  if (!siteKey) return { problem: 'the [data-captcha] block has no data-captcha-site-key' };
  const raw = block.getAttribute('data-captcha-script');
  const scriptUrl = scriptUrlOf(raw ?? CAPTCHA_DEFAULT_SCRIPT_URL);
  if (!scriptUrl) return { problem: `data-captcha-script="${raw}" is not a same-origin path or an https URL` };
  return { siteKey, scriptUrl };
}
