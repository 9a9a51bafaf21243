/**
 * How each fault of the matrix is caused: the fixture shop's fault API for answers (status, delay,
 * broken body, ASP.NET's error page and a method that threw), Playwright routing for a network abort, and
 * Playwright's fake clock for our 15 s deadline (it fakes `AbortSignal.timeout`, which shared/api/client.ts
 * and the listing swap use).
 */
import type { Page, Request } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../../shared/api/client';
import { expect } from '../test';
import type { MatrixCall, MatrixFault } from './matrix-table';

/** Long past our deadline: the shop is still "thinking" when the fake clock runs out the 15 s. */
const HANGING_ANSWER_MS = 60_000;
/** The slow answer: the loading state shows all along and the answer still wins. */
export const SLOW_ANSWER_MS = 10_000;

export interface FaultData {
  call: MatrixCall;
  status?: number;
  delayMs?: number;
  body?: string;
  payload?: string;
  exceptionType?: string;
  message?: string;
}

export async function injectFault(page: Page, data: FaultData): Promise<void> {
  const response = await page.request.post('/__fixture/faults', { data: { ...data, times: 1 } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** How often the shop was asked; with page loads, as the listing swap's requests are GETs of the page. */
export async function callCount(page: Page, call: MatrixCall): Promise<number> {
  const calls = (await (await page.request.get('/__fixture/calls?all=1')).json()) as { call: string }[];
  return calls.filter((c) => c.call === call).length;
}

/** Resolves when the browser's next request to `endpoint` is over, answered or failed. */
export function requestSettled(page: Page, endpoint: RegExp, timeout: number): Promise<unknown> {
  const ours = (request: Request) => endpoint.test(request.url()) && request.resourceType() === 'fetch';
  return Promise.race([
    page.waitForEvent('requestfinished', { predicate: ours, timeout }),
    page.waitForEvent('requestfailed', { predicate: ours, timeout }),
  ]);
}

/** Aborts the next browser-made request (fetch) to `endpoint`; page loads to the same URL pass. */
async function abortNextFetch(page: Page, endpoint: RegExp): Promise<void> {
  let aborted = false;
  await page.route(endpoint, async (route) => {
    if (aborted || route.request().resourceType() !== 'fetch') return route.fallback();
    aborted = true;
    await route.abort('failed');
  });
}

export interface FaultKind {
  /** Called before the page opens (the fake clock must be there before the page's first script). */
  beforeOpen?: (page: Page) => Promise<void>;
  arm: (page: Page, call: MatrixCall, endpoint: RegExp) => Promise<void>;
  /** After the shopper's action: what must happen for the fault to take effect. */
  afterTrigger?: (page: Page, call: MatrixCall, callsBefore: number) => Promise<void>;
  /** The console lines the failure causes: the browser's own, then (appended per call) the island's report. */
  browserLog: RegExp[];
  /** What the island's report line says about the cause, unless the call overrides it. */
  reportDetail: RegExp | null;
  /** The HTTP status `storefront:error` names, when the failure is an answer with one. */
  status?: number;
  /** What `storefront:error` says the server said, beside the call and the status: only a method that threw says any. */
  told?: { exceptionType: string; serverMessage: string };
  /** What the server said that the shopper must never see: its exception's type and message, its error page. */
  neverShown?: string[];
}

/**
 * A server exception whose every word would be found on the page if an island showed it: a type the shop's
 * code could throw, and a message with markup and the kind of detail a stack trace leaks.
 */
const SERVER_EXCEPTION = { exceptionType: 'System.Data.SqlClient.SqlException', message: 'Timeout expired <b>SELECT * FROM Produkty</b> (serwer sql-01)' };
const SERVER_WORDS = ['SqlException', 'Timeout expired', 'SELECT', 'sql-01', 'Sklep.Web'];

export const FAULT_KINDS: Record<MatrixFault, FaultKind> = {
  'http-500': {
    arm: (page, call) => injectFault(page, { call, status: 500 }),
    browserLog: [/status of 500/],
    reportDetail: /HTTP 500/,
    status: 500,
  },
  'aspnet-error-page': {
    arm: (page, call) => injectFault(page, { call, body: 'aspnet-error-page', ...SERVER_EXCEPTION }),
    browserLog: [/status of 500/],
    reportDetail: /the server answered with an error page \(HTTP 500\b[^)]*\) from /,
    status: 500,
    neverShown: [...SERVER_WORDS, 'Application Exception', 'Error 500'],
  },
  'aspnet-threw': {
    arm: (page, call) => injectFault(page, { call, body: 'aspnet-threw', ...SERVER_EXCEPTION }),
    browserLog: [/status of 500/],
    reportDetail: /HTTP 500\b.* from \S+: System\.Data\.SqlClient\.SqlException: Timeout expired/,
    status: 500,
    told: { exceptionType: SERVER_EXCEPTION.exceptionType, serverMessage: SERVER_EXCEPTION.message },
    neverShown: [...SERVER_WORDS, 'StackTrace', 'jsonerror'],
  },
  timeout: {
    beforeOpen: (page) => page.clock.install(),
    arm: (page, call) => injectFault(page, { call, delayMs: HANGING_ANSWER_MS }),
    async afterTrigger(page, call, callsBefore) {
      // The request is at the shop (so its deadline is running): jump past the deadline.
      await expect.poll(() => callCount(page, call)).toBeGreaterThan(callsBefore);
      await page.clock.fastForward(REQUEST_TIMEOUT_MS);
    },
    browserLog: [],
    reportDetail: new RegExp(`within ${REQUEST_TIMEOUT_MS} ms`),
  },
  malformed: {
    arm: (page, call) => injectFault(page, { call, body: 'malformed' }),
    browserLog: [],
    reportDetail: /answer is not JSON/,
  },
  'wrong-shape': {
    arm: (page, call) => injectFault(page, { call, body: 'wrong-shape' }),
    browserLog: [],
    reportDetail: /answer has wrong shape/,
  },
  abort: {
    arm: (page, _call, endpoint) => abortNextFetch(page, endpoint),
    browserLog: [/net::ERR_FAILED/],
    reportDetail: /Failed to fetch/,
  },
  slow: {
    arm: (page, call) => injectFault(page, { call, delayMs: SLOW_ANSWER_MS }),
    browserLog: [],
    reportDetail: null,
  },
};
