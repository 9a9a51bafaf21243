/** Markdown tables and the number formats of bench/results.md. */
import { isNotApplicable } from './stats';

export type Align = 'left' | 'right';

/** A GitHub-flavoured markdown table, padded so it also reads well when printed to a terminal. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const widths = header.map((title, column) => Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const cell = (text: string, column: number) => (align[column] === 'right' ? text.padStart(widths[column] as number) : text.padEnd(widths[column] as number));
  const line = (cells: readonly string[]) => `| ${header.map((_, column) => cell(cells[column] ?? '', column)).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (align[column] === 'right' ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** A whole number with thousands separators: 1,234. */
export const formatCount = (n: number): string => Math.round(n).toLocaleString('en-US');

export const formatMs = (ms: number | undefined): string => (ms === undefined ? 'n/a' : `${formatCount(ms)} ms`);

/** Event Timing reports nothing under 16 ms: a latency of 0 means "under the threshold". */
export const formatLatency = (ms: number | undefined): string => (ms === undefined ? 'n/a' : ms === 0 ? '< 16 ms' : formatMs(ms));

/** Bytes in KB of 1,024 (the unit of scripts/budgets.ts), one decimal. */
export const formatKb = (bytes: number | undefined): string => (bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);

export const formatMb = (bytes: number | undefined): string => (bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export const formatScore = (score: number | undefined): string => (score === undefined ? 'n/a' : String(Math.round(score * 100)));

export const formatCls = (cls: number | undefined): string => (cls === undefined ? 'n/a' : cls.toFixed(3));

export const formatRatio = (ratio: number | null | undefined): string => (ratio === null || ratio === undefined ? '–' : `${ratio.toFixed(2)}×`);

/** Keeps table cells on one line and free of the column separator. */
export const cellText = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** Collects the reasons of figures that could not be measured, shown under their table. */
export class Reasons {
  readonly lines: string[] = [];
  note(where: string, figure: unknown): void {
    if (isNotApplicable(figure)) this.lines.push(`- ${where}: ${cellText(figure.na)}`);
  }
  render(): string {
    return this.lines.length ? `\nNot measured:\n${this.lines.join('\n')}\n` : '';
  }
}
