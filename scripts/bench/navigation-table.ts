/** The navigation section of bench/results.md: each journey with fetching ahead and without, side by side. */
import { formatMs, formatRatio, markdownTable, Reasons } from './format-table';
import { medianOf, ratio } from './stats';
import type { Arrival, BenchResults } from './types';

/** "prerendered in 5 of 5 runs", or each way with its count when the runs differed. */
export function arrivalText(arrivals: readonly Arrival[]): string {
  if (arrivals.length === 0) return 'n/a';
  const counts = new Map<Arrival, number>();
  for (const arrival of arrivals) counts.set(arrival, (counts.get(arrival) ?? 0) + 1);
  return [...counts].map(([arrival, count]) => `${arrival} in ${count} of ${arrivals.length} runs`).join(', ');
}

export function navigationSection(results: BenchResults): string {
  const rows = results.navigation;
  if (!rows?.length) return '';
  const reasons = new Reasons();
  const table = markdownTable(
    ['journey', 'from', 'server delay', 'with', 'how it came', 'without', 'how it came', 'with ÷ without'],
    rows.map((row) => {
      reasons.note(`${row.label}, with (${row.with.what})`, row.with.ms);
      reasons.note(`${row.label}, without (${row.without.what})`, row.without.ms);
      const withMs = medianOf(row.with.ms);
      const withoutMs = medianOf(row.without.ms);
      return [row.label, row.path, formatMs(row.serverDelayMs), formatMs(withMs), arrivalText(row.with.arrivals), formatMs(withoutMs), arrivalText(row.without.arrivals), formatRatio(ratio(withMs, withoutMs))];
    }),
    ['left', 'left', 'right', 'right', 'left', 'right', 'left', 'right'],
  );
  const what = rows.map((row) => `- ${row.label}: ${row.measured}. With: ${row.with.what}; without: ${row.without.what}.`).join('\n');
  const runs = results.meta.runs.navigation ?? results.meta.runs.inp;
  return (
    `## Next page ready ahead: click → shown at ${results.meta.cpuThrottlingForInp}× CPU throttling, with and without fetching ahead (median of ${runs})\n\n` +
    `${table}\n\n${what}\n` +
    "The server delay is the fixture shop's wait before answering the product page or the listing, the same in both columns. " +
    'How it came: prerendered (the page shown had an activationStart), prefetched (the shop was asked for it with a Sec-Purpose header, or the listing answer was asked for before the press), ' +
    'or fetched on click.\n' +
    reasons.render()
  );
}
