import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registryDocs } from '../islands/registry-docs';
import { attributeName } from '../islands/runtime/schema';
import { renderEventsDoc } from './events-doc';
import { renderHooksDoc } from './hooks-doc';

describe('docs/hooks.md', () => {
  it('is exactly what the registry generates (run `npm run docs` after changing a hook)', () => {
    expect(readFileSync(new URL('../docs/hooks.md', import.meta.url), 'utf8')).toBe(renderHooksDoc());
  });

  it('documents every island and every attribute of it', () => {
    const doc = renderHooksDoc();
    for (const [name, { schema }] of Object.entries(registryDocs)) {
      expect(doc).toContain(`## \`${name}\``);
      for (const key of Object.keys(schema)) expect(doc).toContain(`\`${attributeName(key)}\``);
    }
  });
});

describe('docs/events.md', () => {
  it('is exactly what scripts/events-doc.ts generates (run `npm run docs` after changing an event)', () => {
    expect(readFileSync(new URL('../docs/events.md', import.meta.url), 'utf8')).toBe(renderEventsDoc());
  });
});
