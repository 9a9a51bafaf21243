import { describe, expect, it } from 'vitest';
import { eventTimingFromTrace, interactionLatency, type EventTimingEntry } from './event-timing';

const entry = (name: string, duration: number, interactionId: number): EventTimingEntry => ({ name, duration, interactionId, startTime: 0 });

describe('interactionLatency', () => {
  it('is the longest entry of the interaction', () => {
    expect(interactionLatency([entry('pointerdown', 24, 7), entry('pointerup', 40, 7), entry('click', 40, 7)])).toBe(40);
  });

  it('ignores hover events, which belong to no interaction', () => {
    expect(interactionLatency([entry('pointerover', 200, 0), entry('mouseover', 200, 0), entry('click', 32, 9)])).toBe(32);
  });

  it('ignores entries under the 16 ms threshold, as the observer does, and reports 0 when none is left', () => {
    expect(interactionLatency([entry('keydown', 3.2, 4), entry('keyup', 1.5, 4)])).toBe(0);
    expect(interactionLatency([])).toBe(0);
  });
});

describe('eventTimingFromTrace', () => {
  it('reads the begin events of EventTiming, with type, duration and interaction id', () => {
    const trace = [
      { name: 'EventTiming', ph: 'b', ts: 2_000_000, args: { data: { type: 'pointerdown', duration: 58.3, interactionId: 1204 } } },
      { name: 'EventTiming', ph: 'e', ts: 2_058_300, args: {} },
      { name: 'EventTiming', ph: 'b', ts: 1_990_000, args: { data: { type: 'pointerover', duration: 58.6, interactionId: 0 } } },
      { name: 'EventTiming', ph: 'b', ts: 2_000_500, args: { data: { type: 'mousedown', duration: 58.3 } } },
      { name: 'RunTask', ph: 'X', ts: 2_000_000, args: {} },
    ];
    expect(eventTimingFromTrace(trace)).toEqual([
      { name: 'pointerdown', duration: 58.3, interactionId: 1204, startTime: 2000 },
      { name: 'pointerover', duration: 58.6, interactionId: 0, startTime: 1990 },
      { name: 'mousedown', duration: 58.3, interactionId: 0, startTime: 2000.5 },
    ]);
    expect(interactionLatency(eventTimingFromTrace(trace))).toBe(58.3);
  });

  it('skips malformed events instead of failing', () => {
    expect(eventTimingFromTrace([{ name: 'EventTiming', ph: 'b', args: { data: { type: 'click', duration: '12' } } }, { name: 'EventTiming', ph: 'b' }])).toEqual([]);
  });
});
