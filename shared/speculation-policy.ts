/**
 * The Trusted Types policy for the one inline script our code writes: the page's speculation rules
 * (islands/runtime/speculation.ts). Under `require-trusted-types-for 'script'` a script element's text
 * takes only a TrustedScript, whatever its type, so the rules need a policy of their own; it vouches
 * for JSON objects only, which no browser runs as code.
 */
export const SPECULATION_RULES_POLICY_NAME = 'storefront-speculation-rules';

interface Policy {
  createScript: (json: string) => string;
}

let policy: Policy | undefined;

function jsonObjectOnly(json: string): string {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('speculation rules must be a JSON object');
  return json;
}

/** `json` as the text a `<script type="speculationrules">` may take: a TrustedScript where the browser wants one. */
export function trustedSpeculationRules(json: string): string {
  if (!policy) {
    const factory = (globalThis as { trustedTypes?: { createPolicy: (name: string, rules: Policy) => Policy } }).trustedTypes;
    policy = factory ? factory.createPolicy(SPECULATION_RULES_POLICY_NAME, { createScript: jsonObjectOnly }) : { createScript: jsonObjectOnly };
  }
  return policy.createScript(json);
}
