import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// The build's output (npm test builds before the unit tests run).
const declarations = join(root, 'dist/storefront-events');
const example = join(root, 'examples/theme-script.ts');

const scratch = mkdtempSync(join(tmpdir(), 'event-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Listeners written against the .d.ts, as a theme would write them, each in a file of its own. */
const LISTENERS = {
  right: `document.addEventListener('storefront:cart', (event) => { const source: 'add' | 'cart-page' | 'refresh' | 'other-tab' | 'restored' = event.detail.source; void source; });`,
  wrongField: `document.addEventListener('storefront:variant', (event) => event.detail.priceGross);`,
  resultMayBeNull: `document.addEventListener('storefront:search', async (event) => (await event.detail.result).products);`,
  wrongArgument: `void window.storefront.addToCart({ productId: 3, quantity: 2 });`,
  resultNotChecked: `void window.storefront.addToCart({ productId: 3 }).then((result) => result.productName);`,
};
const listenerFiles = Object.fromEntries(
  Object.entries(LISTENERS).map(([name, body]) => {
    const file = join(scratch, `${name}.ts`);
    writeFileSync(file, `import type {} from ${JSON.stringify(declarations)};\n${body}\n`);
    return [name, file];
  }),
) as Record<keyof typeof LISTENERS, string>;

/** Compiled once, in a theme's own strict setup with nothing of ours but the emitted .d.ts: each file's errors. */
function typeErrors(): Map<string, string[]> {
  const program = ts.createProgram([example, ...Object.values(listenerFiles)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const errors = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName ?? '(options)';
    errors.set(file, [...(errors.get(file) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')]);
  }
  return errors;
}

describe('dist/storefront-events.d.ts', { timeout: 60_000 }, () => {
  const errors = typeErrors();
  const of = (file: string) => (errors.get(file) ?? []).join('\n');

  it('compiles the example theme script written in TypeScript, strictly, and nothing else fails', () => {
    expect([...errors.keys()].sort()).toEqual([listenerFiles.resultMayBeNull, listenerFiles.wrongField, listenerFiles.wrongArgument, listenerFiles.resultNotChecked].sort());
    expect(of(example)).toBe('');
  });

  it("types each listener's detail by the event's name, so a wrong field or value is an error", () => {
    expect(of(listenerFiles.right)).toBe('');
    expect(of(listenerFiles.wrongField)).toMatch(/Property 'priceGross' does not exist/);
    expect(of(listenerFiles.resultMayBeNull)).toMatch(/possibly 'null'/);
  });

  it("types window.storefront's actions, so a wrong argument, or a result read before it is checked, is an error", () => {
    expect(of(listenerFiles.wrongArgument)).toMatch(/'quantity' does not exist in type 'AddToCartOptions'/);
    expect(of(listenerFiles.resultNotChecked)).toMatch(/Property 'productName' does not exist on type '\{ ok: false; message: string; \}'/);
  });
});
