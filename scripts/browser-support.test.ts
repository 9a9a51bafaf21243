/**
 * The README's browser statement, held to the shipped code: every script parses as the syntax the
 * targets share, and calls no API that arrived after them. esbuild lowers syntax to the targets, but
 * not APIs: AbortSignal.any reached every request through shared/api before this test existed, and
 * threw in Firefox ESR 115 and Safari 16.4.
 */
import { parse } from 'acorn';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TARGETS, FALLBACK_FILE } from '../build.mjs';
import { shippedBuild, type Manifest } from './shipped-build';

/**
 * APIs newer than at least one target (Chrome 111, Firefox 115, Safari 16.4), with the first
 * versions that have them (MDN's compatibility data): the code may not name them. One that is ever
 * needed behind a feature check goes in GUARDED with where the check is.
 */
const AFTER_TARGETS: Record<string, string> = {
  'AbortSignal.any': 'Chrome 116, Firefox 124, Safari 17.4',
  'Promise.withResolvers': 'Chrome 119, Firefox 121, Safari 17.4',
  'Promise.try': 'Chrome 128, Firefox 134, Safari 18.2',
  'Object.groupBy': 'Chrome 117, Firefox 119, Safari 17.4',
  'Map.groupBy': 'Chrome 117, Firefox 119, Safari 17.4',
  'Array.fromAsync': 'Chrome 121, Firefox 115, Safari 16.4',
  'URL.canParse': 'Chrome 120, Firefox 115, Safari 17',
  'URL.parse': 'Chrome 126, Firefox 126, Safari 18',
  'RegExp.escape': 'Chrome 136, Firefox 134, Safari 18.2',
  'Iterator.from': 'Chrome 122, Firefox 131, Safari 18.4',
  'Intl.Segmenter': 'Chrome 87, Firefox 125, Safari 14.1',
  'Intl.DurationFormat': 'Chrome 129, Firefox 136, Safari 16.4',
  '.isWellFormed(': 'Chrome 111, Firefox 119, Safari 16.4',
  '.toWellFormed(': 'Chrome 111, Firefox 119, Safari 16.4',
  '.union(': 'Set methods: Chrome 122, Firefox 127, Safari 17',
  '.symmetricDifference(': 'Set methods: Chrome 122, Firefox 127, Safari 17',
  '.isSubsetOf(': 'Set methods: Chrome 122, Firefox 127, Safari 17',
  '.isSupersetOf(': 'Set methods: Chrome 122, Firefox 127, Safari 17',
  '.isDisjointFrom(': 'Set methods: Chrome 122, Firefox 127, Safari 17',
  '.showPopover(': 'Chrome 114, Firefox 125, Safari 17',
  '.togglePopover(': 'Chrome 114, Firefox 125, Safari 17',
  '.checkVisibility(': 'Chrome 105, Firefox 106, Safari 17.4',
  '.requestClose(': 'Chrome 134, Firefox 139, Safari 18.4',
  '.moveBefore(': 'Chrome 133, not Firefox or Safari',
  'startViewTransition': 'Chrome 111, Firefox 144, Safari 18',
  'scheduler.yield': 'Chrome 129, not Safari',
  'Response.json(': 'Chrome 105, Firefox 115, Safari 17',
  'Uint8Array.fromBase64': 'Chrome 140, Firefox 133, Safari 18.2',
  '.toBase64(': 'Chrome 140, Firefox 133, Safari 18.2',
};

/**
 * Where the code may name one of them, because it checks for it first: by the source module, since
 * chunk names change. Only libraries, each checked by hand when its version changes.
 */
const GUARDED: Record<string, string[]> = {
  // ky 1.14 combines signals with it only after `typeof AbortSignal.any == "function"`.
  'AbortSignal.any': ['node_modules/ky/distribution/core/Ky.js'],
  // React DOM 19.3 starts one only for a <ViewTransition>, which no island renders.
  startViewTransition: ['node_modules/react-dom/cjs/react-dom-client.production.js'],
};

let manifest: Manifest;
let dir: string;
const code = (file: string) => readFileSync(join(dir, file), 'utf8');

beforeAll(async () => {
  ({ dir, manifest } = await shippedBuild());
}, 60_000);

describe('the shipped code and the browsers the README names', () => {
  it('is built for Chrome 111, Firefox 115 and Safari 16.4', () => {
    expect(BROWSER_TARGETS).toEqual(['chrome111', 'firefox115', 'safari16.4']);
  });

  it('uses no syntax beyond ES2022, which all three targets run', () => {
    const problems = manifest.chunks
      .filter((chunk) => chunk.file !== FALLBACK_FILE)
      .flatMap((chunk) => {
        try {
          parse(code(chunk.file), { ecmaVersion: 2022, sourceType: 'module' });
          return [];
        } catch (error) {
          return [`${chunk.file}: ${(error as Error).message}`];
        }
      });
    expect(problems).toEqual([]);
    expect(manifest.chunks.length).toBeGreaterThan(20);
  });

  it("writes boot's fallback in syntax browsers older than the targets parse, since it tells them so", () => {
    expect(() => parse(code(FALLBACK_FILE), { ecmaVersion: 2018, sourceType: 'module' })).not.toThrow();
  });

  it('calls no API that arrived after the targets', () => {
    const found = manifest.chunks.flatMap((chunk) =>
      Object.keys(AFTER_TARGETS)
        .filter((api) => code(chunk.file).includes(api) && !(GUARDED[api] ?? []).some((source) => chunk.inputs.includes(source)))
        .map((api) => `${chunk.file} uses ${api} (${AFTER_TARGETS[api]})`),
    );
    expect(found).toEqual([]);
  });

  it('would have caught AbortSignal.any in the request code', () => {
    const requests = manifest.chunks.find((chunk) => chunk.inputs.includes('shared/api/deadline.ts'))!;
    expect(code(requests.file)).toContain('AbortController');
    expect(Object.keys(AFTER_TARGETS)).toContain('AbortSignal.any');
  });
});
