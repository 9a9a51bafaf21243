/** docs/deploy.md's copy-paste parts, found by the marker comment before each, for the tests that hold them to the code. */
import { readFileSync } from 'node:fs';

export type DeployDocPart = 'headers-table' | 'install:linux' | 'iis:web.config' | 'nginx:location';

const DOC = new URL('../docs/deploy.md', import.meta.url);

/** The part's text: a fenced block's inside, or a table's lines. */
export function deployDocPart(part: DeployDocPart, doc: string = readFileSync(DOC, 'utf8')): string {
  const at = doc.indexOf(`<!-- ${part} -->\n`);
  if (at < 0) throw new Error(`docs/deploy.md has no <!-- ${part} --> marker`);
  const after = doc.slice(at).split('\n').slice(1);
  if (after[0]!.startsWith('```')) {
    const end = after.indexOf('```', 1);
    return after.slice(1, end).join('\n');
  }
  const end = after.findIndex((line) => !line.startsWith('|'));
  return after.slice(0, end).join('\n');
}

/** A table's body rows as cells, each cell's code spans (`…`) or its plain text. */
export function tableRows(table: string): string[][][] {
  return table
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)),
    );
}
