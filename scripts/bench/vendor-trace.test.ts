import { describe, expect, it } from 'vitest';
import { analyseLoadTrace, describeTask, rendererMainThread, spansOf, topLevelTasks, vendorCost, type TraceEvent } from './vendor-trace';

const VENDOR = 'chunks/chunk-VEND0R00.js';
const BASE = 'http://127.0.0.1:4000';
const PAGE = `${BASE}/koszyk`;
const MAIN = { pid: 7, tid: 1 };
const OMNIBOX = { pid: 3, tid: 1 };

/** A complete event on the page's main thread; times in ms, written to the trace in µs. */
const x = (name: string, startMs: number, durMs: number, args: Record<string, unknown> = {}, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: durMs * 1000,
  ...thread,
  args,
});
const edge = (ph: 'B' | 'E', name: string, atMs: number, args: Record<string, unknown> = {}): TraceEvent => ({ name, ph, ts: atMs * 1000, ...MAIN, args });
const threadName = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });

/** Boot, the vendor chunk compiled on arrival, then the first island graph evaluated with React in it. */
const pageLoad: TraceEvent[] = [
  threadName(7, 1, 'CrRendererMain'),
  threadName(7, 2, 'Compositor'),
  threadName(3, 1, 'CrRendererMain'),
  x('RunTask', 0, 900, {}, OMNIBOX),
  x('ParseHTML', 1, 3, { beginData: { url: 'chrome://omnibox-popup.top-chrome/omnibox_popup_aim.html' } }, OMNIBOX),
  x('RunTask', 2, 7),
  x('LocalWindowProxy::Initialize', 2.5, 4),
  x('CommitLoad', 6.5, 1),
  x('RunTask', 10, 30),
  x('ParseHTML', 11, 28, { beginData: { url: PAGE } }),
  x('Layout', 20, 4),
  x('RunTask', 50, 9),
  edge('B', 'v8.compileModule', 50.5, { fileName: `${BASE}/dist/boot.js` }),
  edge('E', 'v8.compileModule', 51.5),
  x('v8.evaluateModule', 52, 6),
  x('RunTask', 70, 14),
  edge('B', 'v8.compileModule', 70.5, { fileName: `${BASE}/dist/${VENDOR}` }),
  edge('E', 'v8.compileModule', 82.5, { data: { streamed: true } }),
  x('RunTask', 90, 5),
  edge('B', 'v8.compileModule', 90.5, { fileName: `${BASE}/dist/chunks/faq-X4A26.js` }),
  edge('E', 'v8.compileModule', 91),
  x('RunTask', 100, 45),
  x('v8.evaluateModule', 101, 40),
  x('RunTask', 150, 20),
  x('FunctionCall', 151, 18, { data: { functionName: 'performWorkUntilDeadline', url: `${BASE}/dist/${VENDOR}` } }),
  x('RunTask', 160, 3, {}, { pid: 7, tid: 2 }),
];

describe('rendererMainThread', () => {
  it("is the renderer main thread that parsed the page, not a busier one of Chromium's own", () => {
    expect(rendererMainThread(pageLoad, PAGE)).toEqual(MAIN);
  });

  it('is undefined when no renderer parsed the page', () => {
    expect(rendererMainThread(pageLoad, 'http://127.0.0.1:5000/koszyk')).toBeUndefined();
  });
});

describe('spansOf', () => {
  it('pairs begin and end events into one span in ms, with the args of both ends', () => {
    const compile = spansOf(pageLoad, MAIN).find((span) => span.args.fileName === `${BASE}/dist/${VENDOR}`);
    expect(compile).toEqual({ name: 'v8.compileModule', start: 70.5, end: 82.5, args: { fileName: `${BASE}/dist/${VENDOR}`, data: { streamed: true } } });
  });

  it('keeps only the given thread', () => {
    expect(spansOf(pageLoad, { pid: 7, tid: 2 }).map((span) => span.start)).toEqual([160]);
    expect(spansOf(pageLoad, OMNIBOX).map((span) => span.name)).toEqual(['RunTask', 'ParseHTML']);
  });
});

describe('topLevelTasks', () => {
  it('leaves out a task run inside another (a nested run loop)', () => {
    const spans = spansOf([x('RunTask', 0, 50), x('RunTask', 10, 5), x('RunTask', 60, 5)], MAIN);
    expect(topLevelTasks(spans).map((task) => task.start)).toEqual([0, 60]);
  });
});

describe('vendorCost', () => {
  it('takes the compile naming the vendor chunk, and the first module evaluation after it with its task', () => {
    const cost = vendorCost(spansOf(pageLoad, MAIN), VENDOR);
    expect(cost).toMatchObject({ compileMs: 12, evaluateMs: 40, taskMs: 45 });
  });

  it('prefers an evaluation that names the vendor chunk itself', () => {
    const named = [...pageLoad, x('RunTask', 200, 9), x('EvaluateScript', 201, 7, { data: { url: `${BASE}/dist/${VENDOR}` } })];
    expect(vendorCost(spansOf(named, MAIN), VENDOR)).toMatchObject({ evaluateMs: 7, taskMs: 9 });
  });

  it('counts a compile event nested in another compile of the same chunk once', () => {
    const nested = [x('RunTask', 0, 20), x('v8.compile', 1, 10, { fileName: `${BASE}/dist/${VENDOR}` }), x('v8.compile', 2, 6, { data: { url: `${BASE}/dist/${VENDOR}` } })];
    expect(vendorCost(spansOf([...nested, x('RunTask', 30, 5), x('v8.evaluateModule', 31, 3)], MAIN), VENDOR)).toMatchObject({ compileMs: 10 });
  });

  it('says why when the page never compiled the vendor chunk', () => {
    expect(vendorCost(spansOf(pageLoad, MAIN), 'chunks/chunk-OTHER000.js')).toEqual({ na: 'no main-thread compile event names chunks/chunk-OTHER000.js' });
  });
});

describe('describeTask', () => {
  const spans = spansOf(pageLoad, MAIN);
  const taskAt = (start: number) => topLevelTasks(spans).find((task) => task.start === start)!;

  it('names the longest event in the task, with the document or script it concerns', () => {
    expect(describeTask(taskAt(10), spans)).toBe('parse HTML /koszyk (28 ms)');
    expect(describeTask(taskAt(150), spans)).toBe(`function call performWorkUntilDeadline /dist/${VENDOR} (18 ms)`);
  });

  it('says first when the task commits the navigation', () => {
    expect(describeTask(taskAt(2), spans)).toBe("navigation commit, longest event: create the window's script context (4 ms)");
  });

  it('looks past wrappers that say nothing, and keeps the name of an event it has no plain name for', () => {
    const task = spansOf([x('RunTask', 0, 60), x('v8.callFunction', 1, 55), x('V8.GC_SCAVENGER', 2, 9)], MAIN);
    expect(describeTask(task[0]!, task)).toBe('V8.GC_SCAVENGER (9 ms)');
  });

  it('says how long the task ran outside any traced event when that is most of it', () => {
    const task = spansOf([x('RunTask', 0, 150), x('UpdateLayoutTree', 10, 4), x('v8.callFunction', 20, 3), x('FunctionCall', 20.5, 2)], MAIN);
    expect(describeTask(task[0]!, task)).toBe('143 ms in no traced event, longest event: style (4 ms)');
    expect(describeTask(spansOf([x('RunTask', 0, 60)], MAIN)[0]!, [])).toBe('60 ms in no traced event');
  });
});

describe('analyseLoadTrace', () => {
  it('says why when no renderer in the trace parsed the page', () => {
    expect(analyseLoadTrace(pageLoad, 'http://127.0.0.1:5000/', VENDOR)).toEqual({ vendor: { na: 'no renderer main thread in the trace parsed http://127.0.0.1:5000/' } });
  });

  it('finds the longest task and says when it is the first evaluation with React', () => {
    const { vendor, longestTask } = analyseLoadTrace(pageLoad, PAGE, VENDOR);
    expect(vendor).toMatchObject({ compileMs: 12, evaluateMs: 40 });
    expect(longestTask).toEqual({ ms: 45, what: 'evaluate module (40 ms): the first module graph with React' });
  });

  it('reports the longest task even on a page without React', () => {
    const { vendor, longestTask } = analyseLoadTrace(pageLoad.slice(0, 12), PAGE, VENDOR);
    expect(vendor).toEqual({ na: `no main-thread compile event names ${VENDOR}` });
    expect(longestTask).toEqual({ ms: 30, what: 'parse HTML /koszyk (28 ms)' });
  });
});
