/**
 * Input-to-next-paint from Event Timing entries. With JavaScript on, entries come from a
 * PerformanceObserver ('event', durationThreshold 16); with it off no observer can run, so the same
 * entries are read from the Chromium trace (devtools.timeline 'EventTiming' events).
 */

export interface EventTimingEntry {
  name: string;
  duration: number;
  interactionId: number;
  startTime: number;
}

/** Event Timing never reports an entry shorter than this (the API's minimum durationThreshold). */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/**
 * The interaction's latency: the longest entry that belongs to an interaction (interactionId > 0;
 * hover events have none). Entries under the threshold (the trace has them, the observer does not)
 * are dropped so both sources compare alike; none left means "under 16 ms", reported as 0.
 */
export function interactionLatency(entries: readonly EventTimingEntry[]): number {
  let longest = 0;
  for (const entry of entries) {
    if (entry.interactionId > 0 && entry.duration >= EVENT_TIMING_THRESHOLD_MS && entry.duration > longest) longest = entry.duration;
  }
  return longest;
}

interface TraceEvent {
  name?: string;
  ph?: string;
  ts?: number;
  args?: { data?: { type?: unknown; duration?: unknown; interactionId?: unknown } };
}

/** The EventTiming begin events of a trace as entries; the trace's durations are in ms already. */
export function eventTimingFromTrace(events: readonly TraceEvent[]): EventTimingEntry[] {
  const entries: EventTimingEntry[] = [];
  for (const event of events) {
    const data = event.args?.data;
    if (event.name !== 'EventTiming' || event.ph !== 'b' || !data) continue;
    if (typeof data.duration !== 'number' || typeof data.type !== 'string') continue;
    entries.push({
      name: data.type,
      duration: data.duration,
      interactionId: typeof data.interactionId === 'number' ? data.interactionId : 0,
      startTime: (event.ts ?? 0) / 1000,
    });
  }
  return entries;
}
