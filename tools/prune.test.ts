import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEEP_RELEASES, prune } from './prune.mjs';

/** A dist with one release per entry, oldest first, the last one installed; each names its chunks. */
function distWith(releases: { build: string; chunks: string[] }[], unknown: string[] = []): string {
  const dist = mkdtempSync(join(tmpdir(), 'sf-prune-'));
  mkdirSync(join(dist, 'chunks'));
  mkdirSync(join(dist, 'releases'));
  releases.forEach(({ build, chunks }, index) => {
    const manifest = { version: `1.${index}.0`, build, builtAt: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(), files: [{ file: 'boot.js' }, ...chunks.flatMap((chunk) => [{ file: `chunks/${chunk}` }, { file: `chunks/${chunk}.map` }])] };
    writeFileSync(join(dist, 'releases', `1.${index}.0+${build}.json`), JSON.stringify(manifest));
    if (index === releases.length - 1) writeFileSync(join(dist, 'manifest.json'), JSON.stringify(manifest));
    for (const chunk of chunks) {
      writeFileSync(join(dist, 'chunks', chunk), '');
      writeFileSync(join(dist, 'chunks', chunk + '.map'), '');
    }
  });
  for (const file of unknown) writeFileSync(join(dist, 'chunks', file), '');
  return dist;
}

const files = (dist: string, folder: string) => readdirSync(join(dist, folder)).sort();

describe('prune', () => {
  const four = [
    { build: 'aaaaaaaa', chunks: ['react-OLD11111.js', 'gallery-aaaaa.js', 'faq-same1.js'] },
    { build: 'bbbbbbbb', chunks: ['react-OLD11111.js', 'gallery-bbbbb.js', 'faq-same1.js'] },
    { build: 'cccccccc', chunks: ['react-NEW22222.js', 'gallery-ccccc.js', 'faq-same1.js'] },
    { build: 'dddddddd', chunks: ['react-NEW22222.js', 'gallery-ddddd.js', 'faq-same1.js'] },
  ];

  it(`keeps the installed release and the newest others, ${KEEP_RELEASES} in all by default, and removes what only older ones named`, async () => {
    const dist = distWith(four);
    await expect(prune(dist)).resolves.toEqual({ kept: ['1.3.0+dddddddd', '1.2.0+cccccccc', '1.1.0+bbbbbbbb'], removed: ['chunks/gallery-aaaaa.js', 'chunks/gallery-aaaaa.js.map'] });
    expect(files(dist, 'releases')).toEqual(['1.1.0+bbbbbbbb.json', '1.2.0+cccccccc.json', '1.3.0+dddddddd.json']);
    expect(files(dist, 'chunks')).toContain('react-OLD11111.js');
  });

  it('keeps fewer when asked, never a chunk a kept release still names, and never a file no release names', async () => {
    const dist = distWith(four, ['left-by-hand.js']);
    const { removed } = await prune(dist, { keep: 1 });
    expect(removed).toContain('chunks/react-OLD11111.js');
    expect(files(dist, 'chunks')).toEqual(['faq-same1.js', 'faq-same1.js.map', 'gallery-ddddd.js', 'gallery-ddddd.js.map', 'left-by-hand.js', 'react-NEW22222.js', 'react-NEW22222.js.map']);
    expect(files(dist, 'releases')).toEqual(['1.3.0+dddddddd.json']);
  });

  it('keeps a release rolled back to, the installed one, even when newer ones were built', async () => {
    const dist = distWith([...four.slice(1), four[0]!]);
    const { kept } = await prune(dist, { keep: 2 });
    expect(kept[0]).toBe('1.3.0+aaaaaaaa');
    expect(files(dist, 'chunks')).toContain('gallery-aaaaa.js');
  });

  it('refuses a folder that is no storefront dist, and a keep below one', async () => {
    await expect(prune(mkdtempSync(join(tmpdir(), 'sf-prune-')))).rejects.toThrow(/manifest\.json cannot be read .*: is .* a storefront dist\?/);
    await expect(prune(distWith(four), { keep: 0 })).rejects.toThrow('keep must be a whole number of releases, at least 1 (got 0)');
  });

  it('runs as a command on the shop\'s server: one line saying what it kept and removed', () => {
    const dist = distWith(four);
    const run = spawnSync(process.execPath, ['tools/prune.mjs', dist, '--keep', '3'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('kept releases 1.3.0+dddddddd, 1.2.0+cccccccc, 1.1.0+bbbbbbbb; removed 2 file(s): chunks/gallery-aaaaa.js, chunks/gallery-aaaaa.js.map\n');
    const usage = spawnSync(process.execPath, ['tools/prune.mjs', dist, '--keep'], { encoding: 'utf8' });
    expect([usage.status, usage.stderr]).toEqual([2, 'usage: node tools/prune.mjs <dist> [--keep N]\n']);
  });
});
