/**
 * Builds the reference server's site into .tmp/aspnet/<hash>/: web.config and Default.aspx, bin/ with the host and
 * the page's code compiled by mcs, and App_Data/catalog.json. The hash covers every source and the catalogue, so a
 * build is reused until one of them changes, and a build never changes under a running server.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceCatalog } from './catalog';

const here = dirname(fileURLToPath(import.meta.url));
const builds = join(here, '..', '.tmp', 'aspnet');

/** The host's executable inside a build; ApplicationHost loads it again from bin/ into the site's domain. */
export const HOST_EXE = join('bin', 'ReferenceHost.exe');

const sources = (folder: string): string[] =>
  readdirSync(join(here, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

interface Compilation {
  out: string;
  target: 'exe' | 'library';
  folder: string;
  references: string[];
}

const COMPILATIONS: Compilation[] = [
  { out: HOST_EXE, target: 'exe', folder: 'host', references: ['System.Web.dll'] },
  { out: join('bin', 'ReferenceShop.dll'), target: 'library', folder: 'shop', references: ['System.Web.dll', 'System.Web.Extensions.dll', 'System.Web.Services.dll'] },
];

function compile(site: string, { out, target, folder, references }: Compilation): void {
  const args = ['-nologo', '-warnaserror', `-target:${target}`, `-out:${join(site, out)}`, ...references.map((r) => `-r:${r}`), ...sources(folder)];
  const result = spawnSync('mcs', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`mcs could not compile aspnet/${folder}: ${(result.stdout + result.stderr).trim() || result.error?.message}`);
  }
}

/** The site folder to run, built now if its sources or the catalogue changed since the last build. */
export function buildSite(): string {
  const catalogJson = JSON.stringify(referenceCatalog());
  const inputs = [...sources('site'), ...sources('host'), ...sources('shop')];
  const hash = createHash('sha256');
  for (const file of inputs) hash.update(relative(here, file)).update('\0').update(readFileSync(file)).update('\0');
  const site = join(builds, hash.update(catalogJson).digest('hex').slice(0, 16));
  if (existsSync(join(site, HOST_EXE))) return site;

  // Built aside and renamed into place: another test process may be building the same site at the same moment.
  const draft = `${site}.draft-${process.pid}`;
  rmSync(draft, { recursive: true, force: true });
  cpSync(join(here, 'site'), draft, { recursive: true });
  mkdirSync(join(draft, 'App_Data'), { recursive: true });
  mkdirSync(join(draft, 'bin'), { recursive: true });
  writeFileSync(join(draft, 'App_Data', 'catalog.json'), catalogJson);
  try {
    for (const compilation of COMPILATIONS) compile(draft, compilation);
    renameSync(draft, site);
  } catch (error) {
    rmSync(draft, { recursive: true, force: true });
    if (existsSync(join(site, HOST_EXE))) return site;
    throw error;
  }
  return site;
}
