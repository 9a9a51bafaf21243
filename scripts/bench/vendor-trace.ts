/**
 * Reading a Chromium page-load trace for React's cost: the vendor chunk's main-thread compile, the
 * first module-graph evaluation that holds it, and the longest main-thread task.
 *
 * The vendor chunk's own top level only defines esbuild's lazy module wrappers; React initialises when
 * an island module calls into it (every island chunk does, build.mjs injects React into each), inside
 * the evaluation of the first dynamically imported graph. Blink names each module in its
 * `v8.compileModule` (args.fileName, args.data.url), but `v8.evaluateModule`, one per graph, names
 * none (its args hold only a worldId). Every graph boot imports holds the vendor chunk, so the first
 * evaluation after the vendor chunk compiled is the one that evaluates it. The chunk is streamed: it
 * is parsed on a background thread (v8.parseOnBackground), and its main-thread compile is a finish.
 */

/** Trace Event Format, as CDP Tracing reports it: only the fields read here (ts and dur in µs). */
export interface TraceEvent {
  name?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: Record<string, unknown>;
}

export const TRACE_CATEGORIES = ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'];

/** One event on one thread, in ms; a begin/end pair ('B'/'E') becomes one span with both ends' args. */
export interface Span {
  name: string;
  start: number;
  end: number;
  args: Record<string, unknown>;
}

const COMPILE = new Set(['v8.compileModule', 'v8.compile']);
const EVALUATE = new Set(['v8.evaluateModule', 'EvaluateScript']);
const TASK = 'RunTask';

const duration = (span: Span) => span.end - span.start;
const within = (outer: Span, inner: Span) => inner !== outer && inner.start >= outer.start && inner.end <= outer.end;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

interface Thread {
  pid: number;
  tid: number;
}

/** The spans of one thread, by start time. */
export function spansOf(events: readonly TraceEvent[], thread: Thread): Span[] {
  const spans: Span[] = [];
  const open: { name: string; start: number; args: Record<string, unknown> }[] = [];
  for (const event of events) {
    if (event.pid !== thread.pid || event.tid !== thread.tid || event.ts === undefined) continue;
    const start = event.ts / 1000;
    if (event.ph === 'X' && event.name) spans.push({ name: event.name, start, end: start + (event.dur ?? 0) / 1000, args: event.args ?? {} });
    else if (event.ph === 'B' && event.name) open.push({ name: event.name, start, args: event.args ?? {} });
    else if (event.ph === 'E') {
      const index = open.findLastIndex((begin) => event.name === undefined || begin.name === event.name);
      if (index < 0) continue;
      const [begin] = open.splice(index, 1);
      spans.push({ ...begin!, end: start, args: { ...begin!.args, ...event.args } });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * The page's main thread: the renderer main thread that parsed the page's HTML. Not the busiest one:
 * Chromium's own WebUI renderers (the omnibox popup) trace on threads of the same name, and sometimes
 * work more than the page.
 */
export function rendererMainThread(events: readonly TraceEvent[], documentUrl: string): Thread | undefined {
  const origin = new URL(documentUrl).origin;
  const mains = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') mains.add(`${event.pid}:${event.tid}`);
  }
  const parser = events.find((event) => {
    const url = event.name === 'ParseHTML' && text(record(event.args?.beginData).url);
    return url && url.startsWith(`${origin}/`) && mains.has(`${event.pid}:${event.tid}`);
  });
  return parser?.pid === undefined || parser.tid === undefined ? undefined : { pid: parser.pid, tid: parser.tid };
}

/** Tasks the thread's event loop ran, without the ones nested inside another (a nested run loop). */
export function topLevelTasks(spans: readonly Span[]): Span[] {
  const tasks: Span[] = [];
  for (const span of spans) {
    if (span.name !== TASK) continue;
    const last = tasks.at(-1);
    if (!last || span.start >= last.end) tasks.push(span);
  }
  return tasks;
}

/** The script or document a span names: where Blink puts it differs from event to event. */
export function urlOf(span: Span): string | undefined {
  const data = record(span.args.data);
  return text(data.url) ?? text(span.args.fileName) ?? text(data.fileName) ?? text(record(span.args.beginData).url);
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export interface VendorCost {
  /** Main-thread compile of the vendor chunk (streamed compile on a background thread is not counted). */
  compileMs: number;
  /** The first module-graph evaluation holding the vendor chunk: its code, React's initialisation, the graph's island modules. */
  evaluateMs: number;
  /** The whole task that evaluation ran in. */
  taskMs: number;
  task: Span;
}

/** The vendor chunk's compile and first evaluation on the main thread; `na` says why there is none. */
export function vendorCost(spans: readonly Span[], vendorFile: string): VendorCost | { na: string } {
  const namesVendor = (span: Span) => urlOf(span)?.endsWith(`/${vendorFile}`) ?? false;
  const compiles = spans.filter((span) => COMPILE.has(span.name) && namesVendor(span));
  // Blink may emit its own compile event inside V8's: count the outermost only.
  const outermost = compiles.filter((span) => !compiles.some((other) => within(other, span)));
  if (outermost.length === 0) return { na: `no main-thread compile event names ${vendorFile}` };
  const compiled = Math.min(...outermost.map((span) => span.end));
  const evaluation =
    spans.find((span) => EVALUATE.has(span.name) && namesVendor(span)) ?? spans.find((span) => span.name === 'v8.evaluateModule' && span.start >= compiled);
  if (!evaluation) return { na: `no module evaluation after ${vendorFile} compiled` };
  const task = topLevelTasks(spans).find((candidate) => within(candidate, evaluation));
  if (!task) return { na: 'the evaluation ran in no recorded task' };
  return {
    compileMs: outermost.reduce((sum, span) => sum + duration(span), 0),
    evaluateMs: duration(evaluation),
    taskMs: duration(task),
    task,
  };
}

/** Plain names for the events that most often fill a load task; any other keeps Chromium's name. */
const LABELS: Record<string, string> = {
  ParseHTML: 'parse HTML',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads': 'preload scan',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  'LocalWindowProxy::Initialize': "create the window's script context",
  'v8.compileModule': 'compile module',
  'v8.compile': 'compile script',
  'v8.evaluateModule': 'evaluate module',
  EvaluateScript: 'evaluate script',
  FunctionCall: 'function call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  FireIdleCallback: 'idle callback',
  EventDispatch: 'event',
  RunMicrotasks: 'microtasks',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  'Decode Image': 'image decode',
};
/** Wrappers that say nothing of what ran inside them. */
const GENERIC = new Set([TASK, 'v8.callFunction', 'v8.run', 'v8.newInstance', 'ThreadControllerImpl::RunTask']);

/** How much of the task no event inside it covers. */
function untracedMs(task: Span, inside: readonly Span[]): number {
  let covered = 0;
  let reached = task.start;
  for (const span of inside) {
    if (span.end <= reached) continue;
    covered += span.end - Math.max(span.start, reached);
    reached = span.end;
  }
  return duration(task) - covered;
}

/**
 * "parse HTML /koszyk (72 ms)": the longest event inside the task. A task that commits the navigation
 * (creates the document and its script context) says so first; one mostly outside any traced event
 * (script run as microtasks, for one, has none in these categories) says how much.
 */
export function describeTask(task: Span, spans: readonly Span[]): string {
  const inside = spans.filter((span) => within(task, span));
  let longest: Span | undefined;
  for (const span of inside) {
    if (!GENERIC.has(span.name) && (!longest || duration(span) > duration(longest))) longest = span;
  }
  const parts: string[] = [];
  if (inside.some((span) => span.name === 'CommitLoad')) parts.push('navigation commit');
  const untraced = untracedMs(task, inside);
  if (untraced >= duration(task) / 2) parts.push(`${Math.round(untraced)} ms in no traced event`);
  if (longest && duration(longest) > 0) {
    const data = record(longest.args.data);
    const url = urlOf(longest);
    const detail = [text(data.functionName), text(data.type), url && pathOf(url)].filter(Boolean).join(' ');
    const what = `${LABELS[longest.name] ?? longest.name}${detail ? ` ${detail}` : ''} (${Math.round(duration(longest))} ms)`;
    parts.push(parts.length ? `longest event: ${what}` : what);
  }
  return parts.join(', ') || 'unattributed';
}

export interface LoadTrace {
  vendor: VendorCost | { na: string };
  longestTask?: { ms: number; what: string };
}

/** The figures of one page-load trace (navigation → hooks settled, no input). */
export function analyseLoadTrace(events: readonly TraceEvent[], documentUrl: string, vendorFile: string): LoadTrace {
  const thread = rendererMainThread(events, documentUrl);
  if (!thread) return { vendor: { na: `no renderer main thread in the trace parsed ${documentUrl}` } };
  const spans = spansOf(events, thread);
  const vendor = vendorCost(spans, vendorFile);
  const longest = topLevelTasks(spans).reduce<Span | undefined>((max, task) => (!max || duration(task) > duration(max) ? task : max), undefined);
  if (!longest) return { vendor };
  const what = describeTask(longest, spans);
  const isVendorTask = !('na' in vendor) && vendor.task === longest;
  return { vendor, longestTask: { ms: duration(longest), what: isVendorTask ? `${what}: the first module graph with React` : what } };
}
