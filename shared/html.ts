/**
 * The one place where server HTML enters the DOM: only the answers the spec says ARE HTML
 * (HtmlResponse, htmlTemplate, the small-cart HTML, swapped page parts) come through here;
 * everything else is set as text. Under a Trusted Types CSP (`require-trusted-types-for 'script'`)
 * the named policy below is the only one our code creates.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'storefront-server-html';

interface HtmlPolicy {
  createHTML: (html: string) => string;
}

let policy: HtmlPolicy | undefined;

function getPolicy(): HtmlPolicy {
  if (!policy) {
    const factory = (globalThis as { trustedTypes?: { createPolicy: (name: string, rules: HtmlPolicy) => HtmlPolicy } }).trustedTypes;
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (html) => html }) : { createHTML: (html) => html };
  }
  return policy;
}

/** Parses server HTML into inert nodes (scripts in it never run), ready to be inserted. */
export function parseServerHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = getPolicy().createHTML(html);
  return template.content;
}

