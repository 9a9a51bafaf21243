/**
 * docs/deploy.md's nginx configuration, run: Debian's nginx serves a build (with one file of each kind the build
 * does not make yet) through the documented `location` block, and sends exactly the contract's headers
 * (fixtures/dist-headers.ts) with every file, 304 to a client that holds it, CORS once the commented lines are on.
 * nginx missing fails this file: `npm test` installs it (scripts/test-all.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../build.mjs';
import { freePort, portOpen } from '../engines/ports';
import { DIST_FILE_EXAMPLES, distHeaders } from '../fixtures/dist-headers';
import { writeSampleDist } from '../fixtures/sample-dist';
import { deployDocPart } from './deploy-doc';
import { nginxFound, nginxPath } from './nginx-path.mjs';

const root = mkdtempSync(join(tmpdir(), 'sf-nginx-'));
const dist = join(root, 'www', 'dist');
let nginx: ChildProcess | undefined;
let plain = '';
let cdn = '';

/** Every file under a folder, by its path there with / between folders. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));

function config(plainPort: number, cdnPort: number): string {
  const location = deployDocPart('nginx:location');
  const withCors = location.replaceAll('# add_header Access-Control-Allow-Origin', 'add_header Access-Control-Allow-Origin');
  const server = (port: number, block: string) => `server {\n listen 127.0.0.1:${port};\n root ${join(root, 'www')};\n${block}\n}`;
  // One process with no workers, every path its own: it runs as any user, and leaves nothing behind.
  return `daemon off;
master_process off;
pid ${join(root, 'nginx.pid')};
error_log ${join(root, 'error.log')};
events {}
http {
 access_log off;
 ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(root, 'temp')};`).join('\n ')}
 ${server(plainPort, location)}
 ${server(cdnPort, withCors)}
}
`;
}

// Without nginx every test below fails (none is skipped), this one saying why.
it("has Debian's nginx to run", () => {
  expect(nginxFound(), `nginx not found at ${nginxPath()}: install Debian's nginx (npm test does, as root) or set NGINX_PATH`).toBe(true);
});

beforeAll(async () => {
  if (!nginxFound()) return;
  await build({ outdir: dist, quiet: true });
  writeSampleDist(dist);
  mkdirSync(join(root, 'temp'));
  const [plainPort, cdnPort] = [await freePort(), await freePort()];
  writeFileSync(join(root, 'nginx.conf'), config(plainPort, cdnPort));
  nginx = spawn(nginxPath(), ['-p', root, '-e', join(root, 'error.log'), '-c', join(root, 'nginx.conf')], { stdio: 'inherit' });
  await Promise.all([portOpen(plainPort), portOpen(cdnPort)]);
  [plain, cdn] = [`http://127.0.0.1:${plainPort}`, `http://127.0.0.1:${cdnPort}`];
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx!.once('exit', resolve).kill());
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });

/** What nginx sent of the contract, and of what comes with it. */
const sent = (res: Response) => ({
  'Content-Type': res.headers.get('content-type'),
  'Cache-Control': res.headers.get('cache-control'),
  'X-Content-Type-Options': res.headers.get('x-content-type-options'),
  'Access-Control-Allow-Origin': res.headers.get('access-control-allow-origin'),
  'Content-Encoding': res.headers.get('content-encoding'),
  Vary: res.headers.get('vary'),
});

describe('the documented nginx location over a build', () => {
  it('serves every file of the build, and one of each kind it does not make yet, with exactly the contract headers', async () => {
    const files = filesIn(dist);
    expect(files.filter((file) => file.startsWith('chunks/')).length).toBeGreaterThan(10);
    for (const file of new Set([...files, ...DIST_FILE_EXAMPLES])) {
      const res = await get(`${plain}/dist/${file}`);
      expect(res.status, file).toBe(200);
      expect(sent(res), file).toEqual({ 'Access-Control-Allow-Origin': null, ...distHeaders(file), 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      expect(res.headers.get('etag'), file).toMatch(/^(W\/)?"[^"]+"$/);
      expect(res.headers.get('last-modified'), file).not.toBeNull();
    }
  });

  it.each(DIST_FILE_EXAMPLES)('answers %s 304 with its cache headers to a client that holds it', async (file) => {
    const etag = (await get(`${plain}/dist/${file}`)).headers.get('etag')!;
    const again = await get(`${plain}/dist/${file}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(distHeaders(file)!['Cache-Control']);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('caches no missing chunk', async () => {
    const res = await get(`${plain}/dist/chunks/gone-zzzzz.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it.each(DIST_FILE_EXAMPLES)('sends %s with CORS once the commented lines are on, the rest unchanged', async (file) => {
    const res = await get(`${cdn}/dist/${file}`);
    expect(sent(res)).toEqual({ ...distHeaders(file, { crossOrigin: true }), 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  });
});
