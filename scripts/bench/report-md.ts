/** bench/results.json → bench/results.md: one table per section, each figure beside the no-JS page's. */
import { cellText, formatCls, formatCount, formatKb, formatLatency, formatMb, formatMs, formatRatio, formatScore, markdownTable, Reasons } from './format-table';
import { navigationSection } from './navigation-table';
import { isNotApplicable, median, medianOf, ratio } from './stats';
import { clsMet, coldReadyMet, inpMet, lcpMet, scaleMet, scoreMet, soakMet, tbtMet, TARGETS, type Verdict } from './targets';
import type { ReactRequest } from './react-request';
import type { BenchResults, LighthouseFigures, Measured, NotApplicable, ReactCost, ScaleResult, SoakCheckpoint, Variant } from './types';

const MARK: Record<Verdict, string> = { met: '✅ met', missed: '❌ missed', 'n/a': 'n/a' };

interface Miss {
  what: string;
  figure: string;
}

const lighthouseOf = (figures: LighthouseFigures | NotApplicable): LighthouseFigures | undefined => (isNotApplicable(figures) ? undefined : figures);

function lighthouseSection(results: BenchResults, misses: Miss[]): string {
  const reasons = new Reasons();
  const rows: string[][] = [];
  for (const page of results.pages) {
    const js = lighthouseOf(page.lighthouse.js);
    const noJs = lighthouseOf(page.lighthouse.nojs);
    reasons.note(`${page.label}, with JS`, page.lighthouse.js);
    reasons.note(`${page.label}, no JS`, page.lighthouse.nojs);
    const metric = (name: string, pick: (f: LighthouseFigures) => number, format: (n: number | undefined) => string, target: string, verdict: Verdict) => {
      const a = js ? pick(js) : undefined;
      const b = noJs ? pick(noJs) : undefined;
      rows.push([page.label, name, format(a), format(b), formatRatio(ratio(a, b)), target, MARK[verdict]]);
      if (verdict === 'missed') misses.push({ what: `${page.label}: Lighthouse ${name}`, figure: `${format(a)} (no JS ${format(b)}; target ${target})` });
    };
    metric('score', (f) => f.score.median, formatScore, String(TARGETS.lighthouseScore), scoreMet(js?.score.median));
    metric('TBT', (f) => f.tbt.median, formatMs, `≤ ${TARGETS.tbtMs} ms`, tbtMet(js?.tbt.median));
    metric('LCP', (f) => f.lcp.median, formatMs, `≤ no JS + ${TARGETS.lcpOverNoJs * 100} %`, lcpMet(js?.lcp.median, noJs?.lcp.median));
    metric('CLS', (f) => f.cls.median, formatCls, String(TARGETS.cls), clsMet(js?.cls.median));
  }
  const table = markdownTable(['page', 'metric', 'with JS', 'no JS', 'JS ÷ no JS', 'target', ''], rows, ['left', 'left', 'right', 'right', 'right', 'left', 'left']);
  return `## Page load: Lighthouse ${results.meta.lighthouse}, default mobile settings, performance only (median of ${results.meta.runs.lighthouse})\n\n${table}\n${hostLine(results)}${reasons.render()}`;
}

/**
 * Simulated throttling multiplies the main-thread time observed on this host by 4 whatever the host
 * is, so TBT depends on the machine as much as on the page: the host's speed belongs beside it.
 */
function hostLine(results: BenchResults): string {
  const indexes = results.pages.flatMap((page) => [page.lighthouse.js, page.lighthouse.nojs].flatMap((figures) => lighthouseOf(figures)?.hostIndex?.samples ?? []));
  if (!indexes.length) return '';
  return (
    `\nHost CPU in these runs: Lighthouse benchmarkIndex ${formatCount(median(indexes))} (median; ${formatCount(Math.min(...indexes))}–${formatCount(Math.max(...indexes))} over ${indexes.length} runs; higher is faster). ` +
    'Simulated throttling multiplies the main-thread time observed on this host by 4 whatever the host, so TBT and long tasks grow on a slower one: compare TBT between runs at a similar index only.\n'
  );
}

/** "1,234 ms (+560 after load) by main-banner", or why there is no figure. */
function reactRequestCell(request: ReactRequest | null | undefined): string {
  if (request === undefined) return 'n/a';
  if (request === null) return 'not before interaction';
  const sign = request.afterLoadMs >= 0 ? '+' : '−';
  return cellText(`${request.atMs.toLocaleString('en-US')} ms (${sign}${Math.abs(request.afterLoadMs).toLocaleString('en-US')} after load) by ${request.by.join(', ') || '?'}`);
}

function jsBytesSection(results: BenchResults): string {
  const reasons = new Reasons();
  const rows = results.pages.map((page) => {
    const js = page.jsBytes.js;
    const noJs = page.jsBytes.nojs;
    reasons.note(`${page.label}, with JS`, js);
    reasons.note(`${page.label}, no JS`, noJs);
    const jsOk = isNotApplicable(js) ? undefined : js;
    const noJsOk = isNotApplicable(noJs) ? undefined : noJs;
    return [
      page.label,
      formatKb(jsOk?.beforeInteraction),
      formatKb(jsOk?.beforeInteractionWithConsent),
      formatKb(jsOk?.afterWake),
      formatKb(noJsOk?.afterWake),
      jsOk ? String(jsOk.scripts.length) : 'n/a',
      jsOk ? cellText(jsOk.notWoken.join(', ') || '—') : 'n/a',
      jsOk ? reactRequestCell(jsOk.reactRequested) : 'n/a',
      jsOk ? reactRequestCell(jsOk.reactRequestedWithConsent) : 'n/a',
    ];
  });
  const table = markdownTable(
    [
      'page',
      'before interaction (first visit)',
      'before interaction (cookies accepted)',
      'all islands woken',
      'no JS',
      'scripts',
      'hooks not woken',
      'React first requested (first visit)',
      'React first requested (cookies accepted)',
    ],
    rows,
    ['left', 'right', 'right', 'right', 'right', 'right', 'left', 'left', 'left'],
  );
  return `## JavaScript downloaded (gzip level 9 of each script body; the no-JS page is the floor)\n\n${table}\n${reasons.render()}`;
}

/** A streamed compile leaves well under a millisecond on the main thread: "0 ms" would read as none. */
const formatShortMs = (ms: number | undefined): string => (ms !== undefined && ms < 1 ? '< 1 ms' : formatMs(ms));

/** "yes", "no", or "3 of 5 runs" when the page did not do the same every time. */
function loadedCell(react: ReactCost): string {
  if (react.runs === 0) return 'n/a';
  if (react.vendorLoadedInRuns === react.runs) return 'yes';
  return react.vendorLoadedInRuns === 0 ? 'no' : `${react.vendorLoadedInRuns} of ${react.runs} runs`;
}

/** What the longest task was in the run whose length is nearest the median. */
function longestTaskWhat(figure: Measured, what: readonly string[]): string {
  let nearest = 0;
  figure.samples.forEach((sample, index) => {
    if (Math.abs(sample - figure.median) < Math.abs((figure.samples[nearest] ?? Infinity) - figure.median)) nearest = index;
  });
  return cellText(what[nearest] ?? '?');
}

function reactSection(results: BenchResults): string {
  if (!results.pages.some((page) => page.react)) return '';
  const reasons = new Reasons();
  const vendor = results.reactVendor;
  const rows = results.pages.map((page) => {
    const react = page.react;
    reasons.note(page.label, react);
    if (!react || isNotApplicable(react)) return [page.label, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a'];
    reasons.note(`${page.label}, React vendor chunk`, react.vendorCompileMs);
    reasons.note(`${page.label}, longest task`, react.longestTaskMs);
    return [
      page.label,
      loadedCell(react),
      react.vendorLoadedInRuns > 0 ? formatKb(vendor?.gzip) : '–',
      formatShortMs(medianOf(react.vendorCompileMs)),
      formatMs(medianOf(react.vendorEvaluateMs)),
      formatMs(medianOf(react.vendorTaskMs)),
      formatMs(medianOf(react.longestTaskMs)),
      isNotApplicable(react.longestTaskMs) ? 'n/a' : longestTaskWhat(react.longestTaskMs, react.longestTaskWhat),
    ];
  });
  const table = markdownTable(
    ['page', 'React before interaction', 'React vendor (gzip)', 'vendor compile', 'first evaluation with React', 'its whole task', 'longest task before interaction', 'longest task: what'],
    rows,
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  const file = vendor ? `The React vendor chunk is one file for every page: ${cellText(vendor.file)}, ${formatKb(vendor.gzip)} gzip. ` : '';
  return (
    `## React before the first interaction at ${results.meta.cpuThrottlingForInp}× CPU throttling (Chromium trace, navigation → every hook that wakes untouched settled, cookies accepted, median of ${results.meta.runs.inp})\n\n` +
    `${table}\n\n${file}Compile: main-thread v8.compileModule of the chunk (a streamed compile's background part not counted). ` +
    'First evaluation: the first module graph evaluated after it compiled (v8.evaluateModule), which holds it: React initialises there, with the island modules of that graph. ' +
    'Longest task: the longest top-level main-thread task (RunTask) in the same trace, named after its longest event ' +
    '(and the time in no traced event, such as script run as microtasks, when that is most of it), in the run nearest the median.\n' +
    reasons.render()
  );
}

function inpSection(results: BenchResults, misses: Miss[]): string {
  const reasons = new Reasons();
  const rows = results.interactions.map((interaction) => {
    const where = `${interaction.label} (${interaction.page})`;
    reasons.note(`${where}, warm with JS`, interaction.warm.js);
    reasons.note(`${where}, cold with JS`, interaction.cold);
    reasons.note(`${where}, no JS`, interaction.warm.nojs);
    const warm = medianOf(interaction.warm.js);
    const cold = medianOf(interaction.cold);
    const noJs = medianOf(interaction.warm.nojs);
    const verdict = inpMet(warm);
    if (verdict === 'missed') misses.push({ what: `INP: ${where}`, figure: `${formatLatency(warm)} warm (target ≤ ${TARGETS.inpMs} ms)` });
    if (inpMet(cold) === 'missed') misses.push({ what: `INP cold: ${where}`, figure: `${formatLatency(cold)} on the first touch (target ≤ ${TARGETS.inpMs} ms)` });
    const ready = medianOf(interaction.coldWakeMs);
    if (coldReadyMet(ready) === 'missed') misses.push({ what: `Cold first touch: ${where}`, figure: `island ready ${formatMs(ready)} after the input (target ≤ ${TARGETS.coldReadyMs} ms)` });
    return [
      interaction.label,
      interaction.page,
      interaction.island ?? '–',
      formatLatency(warm),
      formatLatency(cold),
      formatMs(ready),
      formatLatency(noJs),
      formatRatio(ratio(warm, noJs)),
      `≤ ${TARGETS.inpMs} ms`,
      MARK[verdict],
    ];
  });
  const table = markdownTable(
    ['interaction', 'page', 'island', 'with JS (warm)', 'with JS (cold, first touch)', 'cold: input → mounted', 'no JS', 'JS ÷ no JS', 'target', ''],
    rows,
    ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'left', 'left'],
  );
  return (
    `## Input to next paint at ${results.meta.cpuThrottlingForInp}× CPU throttling (Event Timing, longest entry of the interaction, median of ${results.meta.runs.inp})\n\n` +
    `${table}\n\n"< 16 ms": Event Timing reports no entry under 16 ms. Warm: the island had woken before the measured input. ` +
    `Cold: the first input on a fresh page (it wakes the island); "input → mounted" is how long the shopper then waits for the island.\n${reasons.render()}`
  );
}

const scaleFigure = (row: ScaleResult, variant: Variant, key: 'mainThreadMs' | 'scriptMs' | 'heapBytes') => row[variant][key].median;

function scaleSection(results: BenchResults, misses: Miss[]): string {
  const base = results.scale.find((row) => row.cards === 48);
  const to48 = (row: ScaleResult, variant: Variant, key: 'mainThreadMs' | 'scriptMs' | 'heapBytes') =>
    formatRatio(base ? ratio(scaleFigure(row, variant, key), scaleFigure(base, variant, key)) : null);
  const added = (row: ScaleResult) => Math.max(0, scaleFigure(row, 'js', 'mainThreadMs') - scaleFigure(row, 'nojs', 'mainThreadMs'));
  const rows = results.scale.map((row) => [
    row.cards.toLocaleString('en-US'),
    formatMs(scaleFigure(row, 'js', 'mainThreadMs')),
    to48(row, 'js', 'mainThreadMs'),
    formatMs(scaleFigure(row, 'nojs', 'mainThreadMs')),
    to48(row, 'nojs', 'mainThreadMs'),
    formatRatio(ratio(scaleFigure(row, 'js', 'mainThreadMs'), scaleFigure(row, 'nojs', 'mainThreadMs'))),
    formatMs(added(row)),
    formatMs(scaleFigure(row, 'js', 'scriptMs')),
    to48(row, 'js', 'scriptMs'),
    formatMb(scaleFigure(row, 'js', 'heapBytes')),
    to48(row, 'js', 'heapBytes'),
    formatMb(scaleFigure(row, 'nojs', 'heapBytes')),
    to48(row, 'nojs', 'heapBytes'),
  ]);
  const table = markdownTable(
    ['cards', 'main thread, JS', '× 48', 'main thread, no JS', '× 48', 'JS ÷ no JS', 'added by JS', 'script, JS', '× 48', 'JS heap, JS', '× 48', 'JS heap, no JS', '× 48'],
    rows,
    ['right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  const largest = results.scale.reduce<ScaleResult | undefined>((max, row) => (!max || row.cards > max.cards ? row : max), undefined);
  const judged: string[][] = [];
  if (base && largest && largest !== base) {
    const judge = (what: string, value: number | null, note: string) => {
      const verdict = scaleMet(value);
      judged.push([what, formatRatio(value), `≤ ${TARGETS.scale2000Over48}×`, MARK[verdict], note]);
      if (verdict === 'missed') misses.push({ what: `Scale: ${what}`, figure: `${formatRatio(value)} (target ≤ ${TARGETS.scale2000Over48}×)` });
    };
    const cards = largest.cards.toLocaleString('en-US');
    judge(`script time, ${cards} ÷ 48 cards`, ratio(scaleFigure(largest, 'js', 'scriptMs'), scaleFigure(base, 'js', 'scriptMs')), 'all of it is ours: the pages have no other script');
    judge(`main-thread time added by JS, ${cards} ÷ 48 cards`, ratio(added(largest), added(base)), 'JS page minus no-JS page (noisy: a difference of medians)');
    // Not judged: the page without any script grows with its markup, far beyond 1.2×; that is the floor.
    judged.push([
      `main-thread time with JS, ${cards} ÷ 48 cards`,
      to48(largest, 'js', 'mainThreadMs'),
      '–',
      'not judged',
      `the no-JS page's own ratio is the floor: ${to48(largest, 'nojs', 'mainThreadMs')} (parsing, style and layout of ${cards} cards)`,
    ]);
  }
  const verdicts = markdownTable(['figure', 'value', 'target', '', 'note'], judged, ['left', 'right', 'left', 'left', 'left']);
  return (
    `## Scale: listing with N cards, navigation → load + 1 s, every woken hook settled (CDP Performance.getMetrics, no CPU throttling, median of ${results.meta.runs.scale})\n\n` +
    `${table}\n\n${verdicts}\n`
  );
}

function soakSection(results: BenchResults, misses: Miss[]): string {
  const soak = results.soak;
  if (!soak) return '';
  const heading = '## Soak: one listing page, filter changes in a row (each a swap in place; CDP, after garbage collection)\n\n';
  if (isNotApplicable(soak)) return `${heading}Not measured: ${cellText(soak.na)}\n`;
  const first = soak.checkpoints[0];
  const last = soak.checkpoints.at(-1);
  if (!first || !last || first === last) return `${heading}Not measured: fewer than two checkpoints\n`;
  const growth = (pick: (c: SoakCheckpoint) => number | null) => {
    const a = pick(first);
    const b = pick(last);
    return formatRatio(a === null || b === null ? null : ratio(b, a));
  };
  const count = (n: number | null) => (n === null ? 'n/a' : n.toLocaleString('en-US'));
  const rows: string[][] = [];
  const row = (what: string, pick: (c: SoakCheckpoint) => number | null, format: (n: number | null) => string, judged: boolean) => {
    const verdict = judged ? soakMet(pick(first), pick(last)) : 'n/a';
    rows.push([what, format(pick(first)), format(pick(last)), growth(pick), judged ? `≤ ${1 + TARGETS.soakGrowth}×` : '–', judged ? MARK[verdict] : 'not judged']);
    if (verdict === 'missed')
      misses.push({ what: `Soak: ${what}`, figure: `${format(pick(first))} after ${first.swaps} swaps, ${format(pick(last))} after ${last.swaps} (target ≤ ${1 + TARGETS.soakGrowth}×)` });
  };
  row('JS heap after GC', (c) => c.heapBytes, (n) => formatMb(n ?? undefined), true);
  row('detached DOM nodes', (c) => c.detachedNodes, count, true);
  row('DOM nodes alive', (c) => c.nodes, count, false);
  row('event listeners', (c) => c.listeners, count, false);
  const table = markdownTable(['figure', `after ${first.swaps} swaps`, `after ${last.swaps} swaps`, 'ratio', 'target', ''], rows, ['left', 'right', 'right', 'right', 'left', 'left']);
  return `${heading}${soak.path}, "Tylko dostępne" ticked and unticked ${last.swaps} times (${formatMs(last.elapsedMs)} in all).\n\n${table}\n`;
}

function summary(misses: Miss[]): string {
  if (misses.length === 0) return '## Targets\n\nEvery target met.\n';
  return `## Targets missed (${misses.length})\n\n${misses.map((miss) => `- ${miss.what}: ${miss.figure}`).join('\n')}\n`;
}

export function renderMarkdown(results: BenchResults): string {
  const misses: Miss[] = [];
  const sections = [lighthouseSection(results, misses), jsBytesSection(results), reactSection(results), inpSection(results, misses), scaleSection(results, misses), soakSection(results, misses), navigationSection(results)].filter(Boolean);
  const { meta } = results;
  const header =
    `# Benchmark: with our script vs. the same page with JavaScript disabled\n\n` +
    `${meta.date}, Chromium ${meta.chromium}, run took ${Math.round(meta.durationSeconds)} s. ` +
    `JavaScript disabled via: ${meta.howJsIsDisabled}.\n` +
    (meta.notes.length ? `\n${meta.notes.map((note) => `- ${note}`).join('\n')}\n` : '');
  return [header, summary(misses), ...sections].join('\n');
}

