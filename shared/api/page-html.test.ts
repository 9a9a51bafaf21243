// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { fetchPageHtml } from './page-html';

const fetchListingHtml = (url: string, signal: AbortSignal) => fetchPageHtml('listing', url, signal);

const respond = (body: string, init: ResponseInit) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, init)));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('fetchPageHtml', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the HTML of a listing page', async () => {
    respond('<!doctype html><html><body><div data-listing-container></div></body></html>\n', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    await expect(fetchListingHtml('/kategoria/odziez', new AbortController().signal)).resolves.toContain('data-listing-container');
  });

  it('fails on an HTTP error status and on an answer that is not HTML', async () => {
    respond('{"message":"x"}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    expect((await failure(fetchListingHtml('/k', new AbortController().signal))).kind).toBe('http');
    respond('{}', { headers: { 'Content-Type': 'application/json' } });
    expect((await failure(fetchListingHtml('/k', new AbortController().signal))).message).toBe('listing: answer from /k is application/json, not HTML');
  });

  it("says what ASP.NET said of an error: its error page as one, a method's exception by type and message", async () => {
    respond('<html><head><title>Error 500</title></head><body><h1>System.Data.SqlClient.SqlException</h1></body></html>', { status: 500, statusText: 'Internal Server Error', headers: { 'Content-Type': 'text/html' } });
    const page = await failure(fetchListingHtml('/k', new AbortController().signal));
    expect([page.status, page.exceptionType, page.message]).toEqual([500, undefined, 'listing: the server answered with an error page (HTTP 500 Internal Server Error) from /k']);
    respond('{"Message":"Timeout expired","StackTrace":"   at Sklep.Web","ExceptionType":"System.TimeoutException"}', { status: 500, headers: { 'Content-Type': 'application/json', jsonerror: 'true' } });
    const threw = await failure(fetchListingHtml('/k', new AbortController().signal));
    expect([threw.exceptionType, threw.serverMessage, threw.message]).toEqual(['System.TimeoutException', 'Timeout expired', 'listing: HTTP 500 from /k: System.TimeoutException: Timeout expired']);
  });

  it('fails on an answer cut short before </html>, which would swap in half a listing', async () => {
    respond('<!doctype html><html><body><div data-listing-container><article>', { headers: { 'Content-Type': 'text/html' } });
    const cut = await failure(fetchListingHtml('/k', new AbortController().signal));
    expect([cut.call, cut.kind, cut.message]).toEqual(['listing', 'parse', 'listing: answer from /k is cut short (64 chars, no </html>)']);
  });

  it('tells an abort by the caller from a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await failure(fetchListingHtml('/k', new AbortController().signal))).kind).toBe('network');
    const controller = new AbortController();
    controller.abort();
    expect((await failure(fetchListingHtml('/k', controller.signal))).kind).toBe('aborted');
  });

  it('names the call it was asked for in every failure', async () => {
    respond('<!doctype html><html><body>', { headers: { 'Content-Type': 'text/html' } });
    const cut = await failure(fetchPageHtml('product-page', '/produkt/3-namiot-zubr', new AbortController().signal));
    expect([cut.call, cut.message]).toEqual(['product-page', 'product-page: answer from /produkt/3-namiot-zubr is cut short (27 chars, no </html>)']);
  });
});
