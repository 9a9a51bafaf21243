/**
 * The README and the docs a release ships link only to files of the project (the tarball carries the
 * docs beside each other), and every such link finds its file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const documents = ['README.md', 'CHANGELOG.md', ...readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

/** Every markdown link target in `text`, without its #fragment. */
const linksIn = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

describe('links in the README and the docs', () => {
  it.each(documents)('%s links to files of the project that exist, and the README to nothing outside it', (document) => {
    const problems = linksIn(readFileSync(join(root, document), 'utf8')).flatMap((link) => {
      if (/^https?:/.test(link)) return document === 'README.md' ? [`${link}: the README links outside the project`] : [];
      const path = link.split('#')[0]!;
      if (path === '' || link.startsWith('mailto:')) return [];
      const target = resolve(root, dirname(document), path);
      if (relative(root, target).startsWith('..')) return [`${link}: outside the project`];
      return existsSync(target) ? [] : [`${link}: no such file`];
    });
    expect(problems).toEqual([]);
  });
});
