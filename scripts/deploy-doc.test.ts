/**
 * docs/deploy.md says what fixtures/dist-headers.ts says: its headers table row by row, and the cache lifetimes,
 * types and headers its IIS and nginx configurations set. (scripts/deploy-nginx.test.ts also runs the nginx one.)
 */
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, COMPRESSED_TYPES, CROSS_ORIGIN, DIST_FILE_EXAMPLES, DIST_TYPES, distHeaders, IMMUTABLE_MAX_AGE, NOSNIFF } from '../fixtures/dist-headers';
import { deployDocPart, tableRows } from './deploy-doc';

/** A file name of the table as a pattern: `chunks/<name>-<hash>.js` stands for every chunk. */
const namePattern = (name: string): RegExp =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+')}$`);

const directives = (cacheControl: string): string[] => cacheControl.split(',').map((d) => d.trim()).sort();

/** An IIS timeSpan, `[d.]hh:mm:ss`, in seconds. */
function timeSpanSeconds(span: string): number {
  const [, days = '0', h, m, s] = /^(?:(\d+)\.)?(\d+):(\d+):(\d+)$/.exec(span)!;
  return ((Number(days) * 24 + Number(h)) * 60 + Number(m)) * 60 + Number(s);
}

const attribute = (element: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];

describe('the headers table', () => {
  const rows = tableRows(deployDocPart('headers-table')).map(([files, cacheControl, type]) => ({ files: files!, cacheControl: cacheControl![0]!, type: type![0]! }));

  it('covers every kind of file a release holds, each in one row', () => {
    for (const file of DIST_FILE_EXAMPLES) {
      const matching = rows.filter((row) => row.files.some((name) => namePattern(name).test(file)));
      expect(matching, file).toHaveLength(1);
    }
  });

  it.each(DIST_FILE_EXAMPLES)('gives %s the Cache-Control and Content-Type of the contract', (file) => {
    const row = rows.find((r) => r.files.some((name) => namePattern(name).test(file)))!;
    const { 'Cache-Control': cacheControl, 'Content-Type': type } = distHeaders(file)!;
    expect({ cacheControl: row.cacheControl, type: row.type }).toEqual({ cacheControl, type });
  });

  it('names no file the contract does not know', () => {
    for (const row of rows) for (const name of row.files) expect(DIST_FILE_EXAMPLES.some((file) => namePattern(name).test(file)), name).toBe(true);
  });
});

describe('the IIS configuration', () => {
  const config = deployDocPart('iis:web.config');
  const location = (path: string) => new RegExp(`<location path="${path}">([\\s\\S]*?)</location>`).exec(config)![1]!;
  const clientCache = (path: string) => /<clientCache [^>]*\/>/.exec(location(path))![0];

  it('has the stable names revalidated: DisableCache sends no-cache', () => {
    expect(attribute(clientCache('dist'), 'cacheControlMode')).toBe('DisableCache');
    expect(CACHE_CONTROL.stable).toBe('no-cache');
  });

  it(`keeps the chunks ${IMMUTABLE_MAX_AGE} s with the contract's other directives`, () => {
    const chunks = clientCache('dist/chunks');
    expect(attribute(chunks, 'cacheControlMode')).toBe('UseMaxAge');
    const maxAge = timeSpanSeconds(attribute(chunks, 'cacheControlMaxAge')!);
    expect(maxAge).toBe(IMMUTABLE_MAX_AGE);
    expect(directives(`${attribute(chunks, 'cacheControlCustom')}, max-age=${maxAge}`)).toEqual(directives(CACHE_CONTROL.hashed));
  });

  it('maps every extension to the contract type, each removed first so no server mapping clashes', () => {
    const maps = [...location('dist').matchAll(/<mimeMap fileExtension="([^"]+)" mimeType="([^"]+)" \/>/g)];
    expect(Object.fromEntries(maps.map(([, ext, type]) => [ext, type]))).toEqual(DIST_TYPES);
    for (const [element, ext] of maps) expect(location('dist').indexOf(`<remove fileExtension="${ext}" />`), ext).toBeLessThan(location('dist').indexOf(element));
  });

  it('sends nosniff, and CORS where the comment says', () => {
    for (const [name, value] of Object.entries({ ...NOSNIFF, ...CROSS_ORIGIN })) expect(location('dist')).toContain(`<add name="${name}" value="${value}" />`);
  });
});

describe('the nginx configuration', () => {
  const config = deployDocPart('nginx:location');
  const chunksAt = config.indexOf('location /dist/chunks/');
  const [outer, chunks] = [config.slice(0, chunksAt), config.slice(chunksAt)];
  const headerValues = (block: string, name: string) => [...block.matchAll(new RegExp(`^\\s*(?:# )?add_header ${name} "([^"]+)"`, 'gm'))].map((m) => m[1]);

  it(`revalidates the stable names and keeps the chunks ${IMMUTABLE_MAX_AGE} s`, () => {
    expect(headerValues(outer, 'Cache-Control')).toEqual([CACHE_CONTROL.stable]);
    expect(headerValues(chunks, 'Cache-Control')).toEqual([CACHE_CONTROL.hashed]);
    expect(/max-age=(\d+)/.exec(headerValues(chunks, 'Cache-Control')[0]!)![1]).toBe(String(IMMUTABLE_MAX_AGE));
  });

  it('repeats nosniff and CORS in the chunks location, since its add_header replaces the outer ones', () => {
    for (const block of [outer, chunks]) {
      expect(headerValues(block, 'X-Content-Type-Options')).toEqual([NOSNIFF['X-Content-Type-Options']]);
      expect(headerValues(block, 'Access-Control-Allow-Origin')).toEqual([CROSS_ORIGIN['Access-Control-Allow-Origin']]);
    }
  });

  it('sends the contract type of every extension, charset and all, and gzips each', () => {
    const types = /types \{([^}]*)\}/.exec(outer)![1]!;
    const charsetTypes = /charset_types ([^;]+);/.exec(outer)![1]!.split(/\s+/);
    const sent = Object.fromEntries(
      types
        .split(';')
        .map((line) => line.trim().split(/\s+/))
        .filter((words) => words.length > 1)
        .flatMap(([type, ...extensions]) => extensions.map((ext) => [`.${ext}`, charsetTypes.includes(type!) ? `${type}; charset=utf-8` : type])),
    );
    expect(sent).toEqual(DIST_TYPES);
    const gzipped = /gzip_types ([^;]+);/.exec(outer)![1]!.split(/\s+/);
    for (const type of COMPRESSED_TYPES) expect(gzipped, type).toContain(type.split(';')[0]);
  });
});
