import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './report-md';
import type { BenchResults, LighthouseFigures } from './types';

const m = (median: number) => ({ median, samples: [median] });
const lighthouse = (score: number, tbt: number, lcp: number, cls: number): LighthouseFigures => ({ score: m(score), tbt: m(tbt), lcp: m(lcp), cls: m(cls) });
const scaleRow = (cards: number, js: number, nojs: number, script: number) => ({
  cards,
  js: { mainThreadMs: m(js), scriptMs: m(script), heapBytes: m(2 * 1024 * 1024) },
  nojs: { mainThreadMs: m(nojs), scriptMs: m(0), heapBytes: m(1024 * 1024) },
});

const results: BenchResults = {
  meta: {
    date: '2025-01-01T00:00:00.000Z',
    chromium: '156',
    lighthouse: '12.8.2',
    durationSeconds: 300,
    runs: { lighthouse: 3, inp: 5, scale: 3 },
    cpuThrottlingForInp: 4,
    howJsIsDisabled: 'script execution disabled',
    notes: [],
  },
  pages: [
    {
      id: 'listing',
      label: 'Listing',
      path: '/kategoria/odziez',
      jsBytes: {
        js: {
          beforeInteraction: 3072,
          beforeInteractionWithConsent: 2048,
          afterWake: 10240,
          scripts: [{ url: '/dist/boot.js', gzip: 2048, phase: 'load' }],
          notWoken: [],
          reactRequested: { atMs: 1840, afterLoadMs: 1210, by: ['listing-swap', 'wishlist-box'] },
          reactRequestedWithConsent: null,
        },
        nojs: { beforeInteraction: 0, beforeInteractionWithConsent: 0, afterWake: 0, scripts: [], notWoken: [] },
      },
      lighthouse: {
        js: { ...lighthouse(0.97, 120, 1530, 0), hostIndex: { median: 2400, samples: [2400, 1450, 2600] } },
        nojs: { ...lighthouse(1, 0, 1500, 0), hostIndex: { median: 2500, samples: [2500] } },
      },
      react: {
        runs: 3,
        vendorLoadedInRuns: 3,
        vendorCompileMs: m(0.04),
        vendorEvaluateMs: m(38),
        vendorTaskMs: m(44),
        longestTaskMs: { median: 61, samples: [58, 61, 90] },
        longestTaskWhat: ['parse HTML /kategoria/odziez (50 ms)', 'parse HTML /kategoria/odziez (52 ms)', 'layout (80 ms)'],
      },
    },
    {
      id: 'faq',
      label: 'FAQ',
      path: '/faq',
      jsBytes: { js: { na: 'failed: timeout' }, nojs: { na: 'not run' } },
      lighthouse: { js: lighthouse(1, 0, 1000, 0), nojs: { na: 'Lighthouse failed: boom' } },
      react: {
        runs: 3,
        vendorLoadedInRuns: 0,
        vendorCompileMs: { na: 'the page did not load React before interaction' },
        vendorEvaluateMs: { na: 'the page did not load React before interaction' },
        vendorTaskMs: { na: 'the page did not load React before interaction' },
        longestTaskMs: m(30),
        longestTaskWhat: ['parse HTML /faq (24 ms)'],
      },
    },
  ],
  interactions: [
    {
      id: 'choose-option',
      label: 'choose an option',
      page: '/produkt/1',
      island: 'product-options',
      warm: { js: m(48), nojs: m(24) },
      cold: m(72),
      coldWakeMs: m(400),
    },
    {
      id: 'question-form',
      label: 'open a question form',
      page: '/produkt/1',
      warm: { js: { na: 'no live island matching /question/ handles .question-trigger yet' }, nojs: { na: 'a link without JS' } },
      cold: { na: 'no island' },
      coldWakeMs: { na: 'no island' },
    },
  ],
  scale: [scaleRow(48, 400, 300, 20), scaleRow(2000, 3000, 2900, 22)],
  reactVendor: { file: 'chunks/chunk-VEND0R00.js', gzip: 70_656 },
};

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(results);
  const lineWith = (...parts: string[]) => markdown.split('\n').find((line) => parts.every((part) => line.includes(part)));

  it('puts each Lighthouse figure beside the no-JS page, with the ratio and the verdict', () => {
    expect(lineWith('| Listing', '| score')).toMatch(/97 \|\s+100 \|\s+0.97× \| 100\s+\| ❌ missed/);
    expect(lineWith('| Listing', '| TBT')).toMatch(/120 ms \|\s+0 ms \|\s+– \| ≤ 50 ms\s+\| ❌ missed/);
    expect(lineWith('| Listing', '| LCP')).toMatch(/1,530 ms \|\s+1,500 ms \|\s+1.02× \| ≤ no JS \+ 2 % \| ✅ met/);
    expect(lineWith('| FAQ', '| LCP')).toContain('n/a');
  });

  it("gives the host's CPU speed over every Lighthouse run, since TBT scales with it", () => {
    expect(markdown).toContain('Host CPU in these runs: Lighthouse benchmarkIndex 2,450 (median; 1,450–2,600 over 4 runs; higher is faster).');
  });

  it('lists every missed target at the top', () => {
    expect(markdown).toContain('## Targets missed (4)');
    expect(markdown).toContain('- Listing: Lighthouse score: 97 (no JS 100; target 100)');
    expect(markdown).toContain('- Listing: Lighthouse TBT: 120 ms');
    expect(markdown).toContain('- INP cold: choose an option (/produkt/1): 72 ms on the first touch');
    expect(markdown).toContain('- Cold first touch: choose an option (/produkt/1): island ready 400 ms after the input (target ≤ 100 ms)');
  });

  it('shows JS bytes in KB and says why a page was not measured', () => {
    expect(lineWith('| Listing', '3.0 KB', '2.0 KB', '10.0 KB', '0.0 KB')).toBeDefined();
    expect(markdown).toContain('- FAQ, with JS: failed: timeout');
  });

  it('says when React was first requested, against the load event, and by which islands', () => {
    expect(lineWith('| Listing', '3.0 KB')).toMatch(/1,840 ms \(\+1,210 after load\) by listing-swap, wishlist-box \| not before interaction/);
  });

  it("gives React's vendor chunk and longest task per page, and whether the page loads React before interaction", () => {
    expect(lineWith('| Listing', '| yes')).toMatch(/69.0 KB \|\s+< 1 ms \|\s+38 ms \|\s+44 ms \|\s+61 ms \| parse HTML \/kategoria\/odziez \(52 ms\)/);
    expect(lineWith('| FAQ', '| no')).toMatch(/\| no\s+\|\s+– \|\s+n\/a \|\s+n\/a \|\s+n\/a \|\s+30 ms \| parse HTML \/faq/);
    expect(markdown).toContain('one file for every page: chunks/chunk-VEND0R00.js, 69.0 KB gzip');
    expect(markdown).toContain('- FAQ, React vendor chunk: the page did not load React before interaction');
  });

  it('reports interactions warm, cold and without JS, and why one was not measured', () => {
    expect(lineWith('| choose an option', 'product-options')).toMatch(/48 ms \|\s+72 ms \|\s+400 ms \|\s+24 ms \|\s+2.00× \| ≤ 50 ms \| ✅ met/);
    expect(markdown).toContain('- open a question form (/produkt/1), warm with JS: no live island matching /question/');
  });

  it('gives scale figures as ratios to the 48-card page and judges the 2,000-card ones', () => {
    expect(lineWith('| 2,000', '3,000 ms')).toMatch(/3,000 ms \|\s+7.50× \|\s+2,900 ms \|\s+9.67×/);
    expect(lineWith('script time, 2,000 ÷ 48 cards')).toMatch(/1.10× \| ≤ 1.2× \| ✅ met/);
    expect(lineWith('main-thread time added by JS')).toMatch(/1.00× \| ≤ 1.2× \| ✅ met/);
    expect(lineWith('main-thread time with JS, 2,000')).toMatch(/7.50× \| –\s+\| not judged .* floor: 9.67×/);
  });

  it('judges the soak by the growth of heap and detached nodes from the first checkpoint to the last', () => {
    const at = (swaps: number, heapBytes: number, detachedNodes: number | null) => ({ swaps, elapsedMs: swaps * 400, heapBytes, nodes: 2700, listeners: 300, detachedNodes });
    const soaked = (last: ReturnType<typeof at>) => renderMarkdown({ ...results, soak: { path: '/kategoria/odziez', checkpoints: [at(20, 3_000_000, 10), last] } });
    const held = soaked(at(200, 3_200_000, 10));
    const line = (markdown: string, ...parts: string[]) => markdown.split('\n').find((l) => parts.every((part) => l.includes(part)));
    expect(line(held, '| JS heap after GC')).toMatch(/2.9 MB \|\s+3.1 MB \|\s+1.07× \| ≤ 1.1× \| ✅ met/);
    expect(line(held, '| detached DOM nodes')).toMatch(/10 \|\s+10 \|\s+1.00× \| ≤ 1.1× \| ✅ met/);
    expect(line(held, '| event listeners')).toMatch(/not judged/);
    const leaking = soaked(at(200, 4_000_000, 190));
    expect(leaking).toContain('- Soak: JS heap after GC: 2.9 MB after 20 swaps, 3.8 MB after 200 (target ≤ 1.1×)');
    expect(leaking).toContain('- Soak: detached DOM nodes: 10 after 20 swaps, 190 after 200');
  });

  it('says when every target is met', () => {
    const allMet: BenchResults = { ...results, pages: [], interactions: [], scale: [] };
    expect(renderMarkdown(allMet)).toContain('Every target met.');
  });
});
