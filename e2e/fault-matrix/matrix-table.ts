/**
 * The fault matrix's axes, the outcome each case records and the markdown table built from them.
 * Shared by the suite (e2e/fault-matrix.spec.ts) and `npm run fault-matrix` (scripts/fault-matrix-table.ts).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Spec §7's calls, the listing page-part swap, quick add's product page and the cart page commands, as the fixture shop names them. */
export const MATRIX_CALLS = [
  'smallcart',
  'FetchQuestionFormTemplate',
  'SendQuestionForm',
  'GetOptions',
  'AddCart',
  'availability',
  'AdvancedSearch',
  'searchsuggestions',
  'listing',
  'page',
  'cartAmount',
  'cartRemove',
  'cartDeliveryPoint',
] as const;
export type MatrixCall = (typeof MATRIX_CALLS)[number];

export const MATRIX_FAULTS = ['http-500', 'aspnet-error-page', 'aspnet-threw', 'timeout', 'malformed', 'wrong-shape', 'abort', 'slow'] as const;
export type MatrixFault = (typeof MATRIX_FAULTS)[number];

const FAULT_HEADINGS: Record<MatrixFault, string> = {
  'http-500': 'HTTP 500',
  'aspnet-error-page': 'ASP.NET error page',
  'aspnet-threw': 'method threw',
  timeout: 'timeout (15 s)',
  malformed: 'malformed body',
  'wrong-shape': 'wrong shape',
  abort: 'network abort',
  slow: 'slow (10 s)',
};

export interface MatrixOutcome {
  project: string;
  call: MatrixCall;
  fault: MatrixFault;
  handled: boolean;
  /** Why not, when not handled: the start of the first error. */
  detail: string;
  /** Which Playwright run recorded it (see runId). */
  run: string;
  at: string;
}

export const OUTCOME_DIR = join('.tmp', 'fault-matrix');

/** Workers are forked by the one runner process, so its pid tells this run's records from older ones. */
export const runId = (): string => String(process.ppid);

export function writeOutcome(outcome: MatrixOutcome): void {
  const dir = join(OUTCOME_DIR, outcome.project);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${outcome.call}__${outcome.fault}.json`), `${JSON.stringify(outcome, null, 2)}\n`);
}

/** True for the one caller per project and run that gets to print (creating the marker file in `dir` is atomic). */
export function claimPrinting(project: string, dir: string = OUTCOME_DIR): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(join(dir, `printed-${project}-${runId()}`), '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

export function readOutcomes(dir: string = OUTCOME_DIR): MatrixOutcome[] {
  let projects: string[];
  try {
    projects = readdirSync(dir);
  } catch {
    return [];
  }
  return projects
    .filter((project) => statSync(join(dir, project)).isDirectory())
    .flatMap((project) =>
      readdirSync(join(dir, project))
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(join(dir, project, file), 'utf8')) as MatrixOutcome),
    );
}

/** One cell: handled only when every project that ran the case handled it; the others are named. */
function cell(outcomes: MatrixOutcome[]): string {
  if (outcomes.length === 0) return '—';
  const failed = outcomes.filter((o) => !o.handled).map((o) => o.project);
  return failed.length === 0 ? 'handled' : `**not** (${failed.join(', ')})`;
}

/** The call × fault table in markdown, then one line per case that was not handled. */
export function renderMatrix(outcomes: MatrixOutcome[]): string {
  const projects = [...new Set(outcomes.map((o) => o.project))].sort();
  const of = (call: MatrixCall, fault: MatrixFault) => outcomes.filter((o) => o.call === call && o.fault === fault);
  const lines = [
    `Fault matrix (${projects.join(', ') || 'no runs recorded'}): call × fault → handled / not`,
    '',
    `| call | ${MATRIX_FAULTS.map((f) => FAULT_HEADINGS[f]).join(' | ')} |`,
    `|---|${MATRIX_FAULTS.map(() => '---').join('|')}|`,
    ...MATRIX_CALLS.map((call) => `| ${call} | ${MATRIX_FAULTS.map((fault) => cell(of(call, fault))).join(' | ')} |`),
  ];
  const handled = outcomes.filter((o) => o.handled).length;
  lines.push('', `${handled} of ${outcomes.length} cases handled.`);
  for (const o of outcomes.filter((o) => !o.handled)) lines.push(`- ${o.call} × ${o.fault} [${o.project}]: ${o.detail}`);
  return lines.join('\n');
}
