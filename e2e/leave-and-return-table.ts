/**
 * The take-out-and-put-back table: one row per hook a journey of e2e/leave-and-return.spec.ts took out
 * of the page and put back, written by each journey, printed and saved as markdown once a run has them all.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claimPrinting, runId } from './fault-matrix/matrix-table';

export interface ReturnRow {
  project: string;
  /** Which Playwright run wrote it (see runId). */
  run: string;
  /** The case's title: the page and the hook. */
  title: string;
  /** "28 = 28", or what differs. */
  elements: string;
  works: string;
  console: string;
  /** Unmounted, while out of the page, the hook is the server markup (attributes, elements, text): "yes", or what differs. */
  whileOut?: string;
}

const ROW_DIR = join('.tmp', 'reports', 'leave-and-return');
/** Where the table of a project's run is saved, for the closing note. */
export const reportFile = (project: string): string => join('.tmp', 'reports', `leave-and-return-${project}.md`);

const fileName = (title: string) => `${title.replace(/[^\w-]+/g, '_')}.json`;

export function writeRow(row: Omit<ReturnRow, 'run'>): void {
  const dir = join(ROW_DIR, row.project);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, fileName(row.title)), `${JSON.stringify({ ...row, run: runId() }, null, 2)}\n`);
}

/** This run's rows of `project`. */
export function readRows(project: string): ReturnRow[] {
  const dir = join(ROW_DIR, project);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => JSON.parse(readFileSync(join(dir, entry.name), 'utf8')) as ReturnRow)
    .filter((row) => row.run === runId());
}

export function renderRows(rows: readonly ReturnRow[], order: readonly string[]): string {
  const sorted = [...rows].sort((a, b) => order.indexOf(a.title) - order.indexOf(b.title));
  return [
    '| hook taken out and put back | unmounted = server markup | elements equal after return | works | console clean |',
    '|---|---|---|---|---|',
    ...sorted.map((row) => `| ${row.title} | ${row.whileOut ?? '—'} | ${row.elements} | ${row.works} | ${row.console} |`),
  ].join('\n');
}

/** Once every case of this run of `project` wrote its row, the first worker to see it prints the table and saves it. */
export function printWhenComplete(project: string, titles: readonly string[]): void {
  const rows = readRows(project);
  if (rows.length < titles.length || !claimPrinting(project, ROW_DIR)) return;
  const table = renderRows(rows, titles);
  writeFileSync(reportFile(project), `${table}\n`);
  console.log(`\n${table}\n`);
}
