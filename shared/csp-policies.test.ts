import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_CSP } from './csp-policies';

describe('the documented Content-Security-Policy headers', () => {
  it('are exactly the http code blocks of docs/security.md, in order', () => {
    const doc = readFileSync(new URL('../docs/security.md', import.meta.url), 'utf8');
    const blocks = [...doc.matchAll(/^```http\n([\s\S]*?)\n```$/gm)].map((match) => match[1]);
    expect(blocks).toEqual(DOCUMENTED_CSP.map((policy) => `Content-Security-Policy: ${policy}`));
  });
});
