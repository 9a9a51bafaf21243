/**
 * A signal that aborts as soon as any of `signals` does, with that one's reason: AbortSignal.any,
 * which arrived after the build's targets (Chrome 116, Firefox 124, Safari 17.4; the targets are
 * Chrome 111, Firefox ESR 115, Safari 16.4), where it threw on every request given a signal. The
 * listeners go as soon as one input aborts; until then each input holds one small listener.
 */
export function anySignal(...signals: AbortSignal[]): AbortSignal {
  const combined = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      combined.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => combined.abort(signal.reason), { once: true, signal: combined.signal });
  }
  return combined.signal;
}
