import { describe, expect, it } from 'vitest';
import { clsMet, inpMet, lcpMet, scaleMet, scoreMet, soakMet, tbtMet } from './targets';

describe('targets', () => {
  it('wants a Lighthouse score of 100 as shown (0.995 rounds up)', () => {
    expect(scoreMet(1)).toBe('met');
    expect(scoreMet(0.995)).toBe('met');
    expect(scoreMet(0.99)).toBe('missed');
  });

  it('wants TBT of at most 50 ms and INP of at most 50 ms', () => {
    expect(tbtMet(50)).toBe('met');
    expect(tbtMet(51)).toBe('missed');
    expect(inpMet(0)).toBe('met');
    expect(inpMet(56)).toBe('missed');
  });

  it('wants CLS 0 as shown to three decimals', () => {
    expect(clsMet(0.0004)).toBe('met');
    expect(clsMet(0.002)).toBe('missed');
  });

  it('wants LCP within 2 % of the no-JS page', () => {
    expect(lcpMet(1020, 1000)).toBe('met');
    expect(lcpMet(1021, 1000)).toBe('missed');
    expect(lcpMet(900, 1000)).toBe('met');
  });

  it('wants 2,000 cards at most 1.2× the cost of 48', () => {
    expect(scaleMet(1.2)).toBe('met');
    expect(scaleMet(1.21)).toBe('missed');
  });

  it('lets a soak figure grow by under 10 %, and a count of nothing by one stray node', () => {
    expect(soakMet(1000, 1100)).toBe('met');
    expect(soakMet(1000, 1101)).toBe('missed');
    expect(soakMet(0, 1)).toBe('met');
    expect(soakMet(0, 2)).toBe('missed');
    expect(soakMet(5, null)).toBe('n/a');
  });

  it('has no verdict without a figure', () => {
    expect(scoreMet(undefined)).toBe('n/a');
    expect(lcpMet(1000, undefined)).toBe('n/a');
    expect(scaleMet(null)).toBe('n/a');
  });
});
