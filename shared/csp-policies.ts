/**
 * The Content-Security-Policy headers a shop sends with the islands, as docs/security.md shows them
 * (a test holds its code blocks to these): without a captcha, with reCAPTCHA, and with a per-response
 * nonce and 'strict-dynamic'. Each requires Trusted Types and names every policy the page may create.
 * The fixture shop serves each on request (fixtures/csp.ts) and the Playwright strict projects run the
 * journeys under them. No island imports this: it is never shipped.
 */
import { CAPTCHA_FRAME_SOURCES, CAPTCHA_SCRIPT_SOURCES, CAPTCHA_TRUSTED_TYPES_POLICIES } from './captcha/provider';
import { TRUSTED_TYPES_POLICY_NAME } from './html';
import { SPECULATION_RULES_POLICY_NAME } from './speculation-policy';

/** Every Trusted Types policy our code creates (scripts/trusted-types.test.ts finds each one in the build). */
export const OUR_TRUSTED_TYPES_POLICIES: readonly string[] = [TRUSTED_TYPES_POLICY_NAME, SPECULATION_RULES_POLICY_NAME];

/**
 * Lets the page take the speculation rules the runtime inserts (docs/hooks.md, "Next pages ahead of
 * time"), and no other inline script: CSP's keyword for exactly that. Chromium 156 takes script-inserted
 * rules under 'strict-dynamic' too; the nonce header names the keyword all the same, so what a shop
 * adds is the same under every header and does not lean on that.
 */
export const INLINE_SPECULATION_RULES = "'inline-speculation-rules'";

/** Stands for the nonce in the documented header: the shop puts a fresh random value there on every response. */
export const NONCE_PLACEHOLDER = '{NONCE}';

type Directive = readonly [name: string, ...sources: string[]];

interface Allowances {
  scripts: readonly string[];
  /** Omitted: frames fall back to default-src, the shop's own origin. */
  frames?: readonly string[];
  trustedTypes: readonly string[];
}

function policy({ scripts, frames, trustedTypes }: Allowances): string {
  const directives: Directive[] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts, INLINE_SPECULATION_RULES],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ...(frames ? [['frame-src', ...frames] as const] : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...trustedTypes],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const WITH_CAPTCHA_TRUSTED_TYPES = [...OUR_TRUSTED_TYPES_POLICIES, ...CAPTCHA_TRUSTED_TYPES_POLICIES];

/** For shops whose pages carry no captcha block. */
export const CSP_WITHOUT_CAPTCHA = policy({ scripts: ["'self'"], trustedTypes: OUR_TRUSTED_TYPES_POLICIES });

/** For shops with the question form's (or another form's) reCAPTCHA. */
export const CSP_WITH_CAPTCHA = policy({ scripts: ["'self'", ...CAPTCHA_SCRIPT_SOURCES], frames: CAPTCHA_FRAME_SOURCES, trustedTypes: WITH_CAPTCHA_TRUSTED_TYPES });

/**
 * Scripts allowed by the response's nonce alone: the page's own script tags carry it, and what they load
 * (boot's chunks, the captcha script our code inserts, what that loads) is trusted through 'strict-dynamic'.
 * With reCAPTCHA; the same without it loses frame-src and reCAPTCHA's Trusted Types policy.
 */
export const cspWithNonce = (nonce: string): string =>
  policy({ scripts: [`'nonce-${nonce}'`, "'strict-dynamic'"], frames: CAPTCHA_FRAME_SOURCES, trustedTypes: WITH_CAPTCHA_TRUSTED_TYPES });

/** The three headers, in the order docs/security.md shows them. */
export const DOCUMENTED_CSP: readonly string[] = [CSP_WITHOUT_CAPTCHA, CSP_WITH_CAPTCHA, cspWithNonce(NONCE_PLACEHOLDER)];
