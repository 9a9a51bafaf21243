/**
 * The import rules of eslint.config.js, held to what they promise: a later config block replaces an
 * earlier one's options for the same rule, so an edit there can drop a rule without lint saying so.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import rule's complaints about one line of code, as if it were the file at `filePath`. */
async function restricted(filePath: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport {};\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const FAKE_FETCH = "import { stubFetch } from '../../test-support/fake-fetch';";

describe('import rules', () => {
  it.each(['islands/gallery/Gallery.tsx', 'shared/api/client.ts', 'examples/theme-script.ts', 'tools/prune.mjs'])('keep test-support/ and test libraries out of shipped code: %s', async (file) => {
    expect(await restricted(file, FAKE_FETCH)).toEqual([expect.stringContaining('only tests')]);
    expect(await restricted(file, "import { vi } from 'vitest';")).toEqual([expect.stringContaining('test libraries are for tests')]);
    expect(await restricted(file, "import { render } from '@testing-library/react';")).toEqual([expect.stringContaining('test libraries are for tests')]);
  });

  it('let tests import them', async () => {
    expect(await restricted('islands/gallery/Gallery.test.tsx', FAKE_FETCH)).toEqual([]);
    expect(await restricted('shared/api/client.test.ts', "import { vi } from 'vitest';")).toEqual([]);
  });

  it('keep islands/ out of shared/, its tests included, alongside the test-code rule', async () => {
    const island = "import { registry } from '../../islands/registry';";
    expect(await restricted('shared/api/client.ts', island)).toEqual([expect.stringContaining('shared/ must not import islands/')]);
    expect(await restricted('shared/api/client.test.ts', island)).toEqual([expect.stringContaining('shared/ must not import islands/')]);
  });
});
