import { describe, expect, it } from 'vitest';
import { arrivalText, navigationSection } from './navigation-table';
import type { BenchResults, NavigationResult } from './types';

const meta: BenchResults['meta'] = {
  date: '2025-01-01T00:00:00.000Z',
  chromium: '156',
  lighthouse: '12.8.2',
  durationSeconds: 60,
  runs: { lighthouse: 3, inp: 5, scale: 3, navigation: 5 },
  cpuThrottlingForInp: 4,
  howJsIsDisabled: 'script execution disabled',
  notes: [],
};

const nextPage: NavigationResult = {
  id: 'next-page',
  label: 'listing → product page',
  path: '/kategoria/odziez',
  measured: 'from the press to the LCP',
  serverDelayMs: 300,
  with: { what: 'speculation rules as shipped', ms: { median: 600, samples: [600, 610, 590] }, arrivals: ['prerendered', 'prerendered', 'prefetched'] },
  without: { what: 'speculation chunk refused', ms: { median: 1000, samples: [1000, 990, 1010] }, arrivals: ['fetched on click', 'fetched on click', 'fetched on click'] },
};

const render = (navigation?: NavigationResult[]) => navigationSection({ meta, pages: [], interactions: [], scale: [], ...(navigation && { navigation }) });
const cellsOf = (markdown: string, label: string) =>
  markdown
    .split('\n')
    .find((line) => line.startsWith(`| ${label}`))
    ?.split('|')
    .map((cell) => cell.trim());

describe('arrivalText', () => {
  it('counts each way the page came, in the order first seen', () => {
    expect(arrivalText(['prerendered', 'prefetched', 'prerendered'])).toBe('prerendered in 2 of 3 runs, prefetched in 1 of 3 runs');
  });

  it('says n/a when no run completed', () => {
    expect(arrivalText([])).toBe('n/a');
  });
});

describe('navigationSection', () => {
  it('puts each journey with and without fetching ahead side by side, with the server delay, how the page came and the ratio', () => {
    expect(cellsOf(render([nextPage]), 'listing → product page')).toEqual([
      '',
      'listing → product page',
      '/kategoria/odziez',
      '300 ms',
      '600 ms',
      'prerendered in 2 of 3 runs, prefetched in 1 of 3 runs',
      '1,000 ms',
      'fetched on click in 3 of 3 runs',
      '0.60×',
      '',
    ]);
  });

  it('gives the throttling, the runs and what each variant was', () => {
    const markdown = render([nextPage]);
    expect(markdown).toContain('at 4× CPU throttling');
    expect(markdown).toContain('(median of 5)');
    expect(markdown).toContain('With: speculation rules as shipped; without: speculation chunk refused.');
  });

  it('says why a variant was not measured', () => {
    const failed = { ...nextPage, without: { ...nextPage.without, ms: { na: 'failed: timeout' }, arrivals: [] } };
    const markdown = render([failed]);
    expect(cellsOf(markdown, 'listing → product page')?.slice(6, 9)).toEqual(['n/a', 'n/a', '–']);
    expect(markdown).toContain('- listing → product page, without (speculation chunk refused): failed: timeout');
  });

  it('is left out when the section did not run', () => {
    expect(render()).toBe('');
  });
});
