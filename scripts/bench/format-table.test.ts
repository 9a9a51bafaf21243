import { describe, expect, it } from 'vitest';
import { cellText, formatCls, formatKb, formatLatency, formatMb, formatMs, formatRatio, formatScore, markdownTable } from './format-table';

describe('markdownTable', () => {
  it('pads columns to the widest cell and right-aligns where asked', () => {
    expect(markdownTable(['page', 'TBT'], [['Home', '12 ms'], ['Advanced search', '1,234 ms']], ['left', 'right'])).toBe(
      ['| page            |      TBT |', '|-----------------|---------:|', '| Home            |    12 ms |', '| Advanced search | 1,234 ms |'].join('\n'),
    );
  });

  it('renders a header and rule with no rows, and fills missing cells', () => {
    expect(markdownTable(['a', 'b'], [['x']])).toBe(['| a   | b   |', '|-----|-----|', '| x   |     |'].join('\n'));
  });
});

describe('number formats', () => {
  it('shows times in whole milliseconds with thousands separators', () => {
    expect(formatMs(1234.56)).toBe('1,235 ms');
    expect(formatMs(undefined)).toBe('n/a');
  });

  it('shows a latency of 0 as under the Event Timing threshold', () => {
    expect(formatLatency(0)).toBe('< 16 ms');
    expect(formatLatency(48)).toBe('48 ms');
  });

  it('shows bytes in KB and MB of 1,024', () => {
    expect(formatKb(3072)).toBe('3.0 KB');
    expect(formatKb(0)).toBe('0.0 KB');
    expect(formatMb(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });

  it('shows Lighthouse scores as 0–100 and CLS to three decimals', () => {
    expect(formatScore(0.994)).toBe('99');
    expect(formatScore(1)).toBe('100');
    expect(formatCls(0.0004)).toBe('0.000');
  });

  it('shows ratios with two decimals, and a dash where there is none', () => {
    expect(formatRatio(1.2345)).toBe('1.23×');
    expect(formatRatio(null)).toBe('–');
  });

  it('keeps a table cell on one line and free of pipes', () => {
    expect(cellText('a | b\n  c')).toBe('a \\| b c');
  });
});
