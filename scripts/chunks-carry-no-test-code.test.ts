/**
 * No shipped script carries test code. Test doubles live in test-support/ and lint keeps shipped code
 * from importing them (eslint.config.js), but lint sees static imports only: this reads what each
 * chunk was actually built from, the sources its map names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedBuild, sourcesOf, type Manifest } from './shipped-build';

/**
 * Test code: the test doubles and helpers, any test file, the test runner's setup and the fixture shop,
 * and the libraries tests run on (vitest, Testing Library, happy-dom).
 */
const TEST_CODE = /^(test-support|fixtures|scripts)\/|\.test\.[cm]?[jt]sx?$|(^|\/)node_modules\/(vitest|@vitest|@testing-library|happy-dom)\//;

/** The sources among `sources` (paths from the project root) that are test code. */
export const testCodeIn = (sources: string[]): string[] => sources.filter((source) => TEST_CODE.test(source));

let manifest: Manifest;
let dir: string;

beforeAll(async () => {
  ({ dir, manifest } = await shippedBuild());
}, 60_000);

describe('shipped scripts', () => {
  it('tell test code from shipped code by its source', () => {
    const shipped = ['islands/gallery/Gallery.tsx', 'shared/api/client.ts', 'node_modules/react-dom/cjs/react-dom-client.production.js', 'node_modules/ky/source/core/Ky.ts'];
    const test = [
      'test-support/fake-fetch.ts',
      'islands/gallery/Gallery.test.tsx',
      'shared/api/client.test.ts',
      'scripts/vitest-setup.ts',
      'fixtures/server.ts',
      'node_modules/vitest/dist/index.js',
      'node_modules/@vitest/spy/dist/index.js',
      'node_modules/@testing-library/react/dist/index.js',
      'node_modules/happy-dom/lib/index.js',
    ];
    expect(testCodeIn([...shipped, ...test])).toEqual(test);
  });

  it('are built from no test code: no test double, test file or test library among the sources of any map', () => {
    expect(manifest.chunks.length).toBeGreaterThan(0);
    const found = manifest.chunks.flatMap(({ file }) => testCodeIn(sourcesOf(dir, file)).map((source) => `${file}: ${source}`));
    expect(found).toEqual([]);
  });
});
