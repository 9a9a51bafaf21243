import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../shared/messages/catalogue';
import { MESSAGES_FILE } from '../build.mjs';
import { renderMessagesDoc } from './messages-doc';
import { shippedBuild } from './shipped-build';

describe('docs/messages.md', () => {
  it('is exactly what the catalogue generates (run `npm run docs` after changing a message)', () => {
    expect(readFileSync(new URL('../docs/messages.md', import.meta.url), 'utf8')).toBe(renderMessagesDoc());
  });

  it('lists every key with its default', () => {
    const doc = renderMessagesDoc();
    for (const key of Object.keys(catalogue)) expect(doc).toContain(`| \`${key}\` |`);
  });
});

describe('dist/storefront-messages.json', { timeout: 120_000 }, () => {
  it('maps every key to its Polish default, text or plural forms, in the shape an override takes', async () => {
    const { dir, manifest } = await shippedBuild();
    const file = JSON.parse(readFileSync(join(dir, MESSAGES_FILE), 'utf8')) as Record<string, unknown>;
    expect(file).toEqual(catalogue);
    expect(file['add-to-cart.missing-option']).toBe('Proszę wybrać opcję produktu');
    expect(file['cart-page.points']).toEqual({ one: '{count} punkt', few: '{count} punkty', many: '{count} punktów', other: '{count} punktu' });
    expect(manifest.files.map(({ file: name }) => name)).toContain(MESSAGES_FILE);
  });
});
