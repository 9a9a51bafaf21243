/**
 * `npm run surface` (and `npm run docs`): writes docs/public-surface.json for package.json's version,
 * or refuses in one line when the surface changed and the version does not say so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { collectSurface, SURFACE_FILE } from './public-surface';
import { parseSurfaceFile, serializeSurfaceFile, updateSurfaceFile } from './surface-file';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const before = existsSync(SURFACE_FILE) ? readFileSync(SURFACE_FILE, 'utf8') : undefined;

/** A version is released once it is tagged `v<version>`; until then it may still gather changes its bump covers. */
const isReleased = (candidate: string) => execFileSync('git', ['tag', '--list', `v${candidate}`], { encoding: 'utf8' }).trim() !== '';

const update = updateSurfaceFile({ committed: before === undefined ? undefined : parseSurfaceFile(before), generated: collectSurface(), version, isReleased });
if ('refused' in update) {
  console.error(`docs/public-surface.json not written: ${update.refused}. Set package.json's version, add its section to CHANGELOG.md, then run npm run surface again.`);
  process.exit(1);
}
const text = serializeSurfaceFile(update.file);
const judged = update.file.previous ? `, judged against ${update.file.previous.version}` : '';
if (text === before) console.log(`docs/public-surface.json is up to date for ${version}${judged}`);
else {
  writeFileSync(SURFACE_FILE, text);
  console.log(`docs/public-surface.json written for ${version}${judged}`);
}
