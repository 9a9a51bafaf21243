/**
 * The one place where server HTML enters the DOM: only the answers the spec says ARE HTML
 * (HtmlResponse, htmlTemplate, the small-cart HTML, swapped page parts) come through here;
 * everything else is set as text. Under a Trusted Types CSP (`require-trusted-types-for 'script'`)
 * the named policy below is the only one our code creates; it also vouches for the one script URL
 * we ever load by hand, the captcha provider's.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'storefront-server-html';

interface Policy {
  createHTML: (html: string) => string;
  createScriptURL: (url: string) => string;
}

let policy: Policy | undefined;

/** Only https or same-origin scripts: a tampered attribute must not load javascript: or data: code. */
function checkScriptUrl(url: string): string {
  const parsed = new URL(url, location.href);
  if (parsed.protocol !== 'https:' && parsed.origin !== location.origin) throw new TypeError(`refusing to load script from ${parsed.origin || parsed.protocol}`);
  return parsed.href;
}

function getPolicy(): Policy {
  if (!policy) {
    const rules: Policy = { createHTML: (html) => html, createScriptURL: checkScriptUrl };
    const factory = (globalThis as { trustedTypes?: { createPolicy: (name: string, rules: Policy) => Policy } }).trustedTypes;
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, rules) : rules;
  }
  return policy;
}

/** A script URL the page may load (https or same-origin), as a TrustedScriptURL where the browser wants one. */
export function trustedScriptUrl(url: string): string {
  return getPolicy().createScriptURL(url);
}

/** Elements that run code or change how the page loads; server HTML for a widget never needs them. */
const ACTIVE_ELEMENTS = 'script, iframe, frame, object, embed, base, meta, link, noscript, template';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background'];
/** http(s), mailto, tel, or relative (no scheme: no colon before the first / ? or #). */
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:/?#]*(?:[/?#]|$))/i;

/**
 * SVG animation sets an attribute after insertion, past the attribute checks below: Chromium follows
 * `<a><set attributeName="href" to="javascript:…">` when the link is clicked. Animations that target a
 * link or an event handler go; others (a spinner's rotation) stay.
 */
const SVG_ANIMATIONS = 'animate, set';
const animatesSink = (element: Element): boolean => /^\s*(?:(?:xlink:)?href|on)/i.test(element.getAttribute('attributeName') ?? '');

/** Browsers ignore control characters and spaces inside a scheme ("java\tscript:"), so the check does too. */
const isSafeUrl = (value: string): boolean => SAFE_URL.test(value.replace(/[\u0000-\u0020]/g, ''));

/**
 * Defence in depth for HTML we did not write: even if a server answer carried an injected payload,
 * no script element, inline event handler, srcdoc or javascript:/data: URL survives, so nothing
 * can run when the nodes are inserted (a strict CSP would refuse most of it too; pages without one rely on this).
 */
function neutralise(root: DocumentFragment): void {
  root.querySelectorAll(ACTIVE_ELEMENTS).forEach((element) => element.remove());
  root.querySelectorAll(SVG_ANIMATIONS).forEach((element) => {
    if (animatesSink(element)) element.remove();
  });
  root.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcdoc' || (URL_ATTRIBUTES.includes(lower) && !isSafeUrl(value))) element.removeAttribute(name);
    }
  });
}

/**
 * Parses server HTML into inert nodes, ready to be inserted: scripts never run, and inline event
 * handlers, embedded frames and javascript:/data: URLs are removed first.
 */
export function parseServerHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = getPolicy().createHTML(html);
  neutralise(template.content);
  return template.content;
}
