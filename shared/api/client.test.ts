// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postJson, postText } from './client';
import { isAbort } from './errors';
import { answer, failure, hangingFetch, sent, stubFetch } from '../../test-support/fake-fetch';
import { num, obj } from './validate';

const price = obj({ d: obj({ PriceGross: num }) });

describe('postJson', () => {
  beforeEach(() => {
    vi.stubGlobal('location', new URL('http://shop.test/produkt/1-x'));
  });

  it('returns the validated answer', async () => {
    answer('{"d":{"PriceGross":12.5,"Extra":1}}');
    await expect(postJson('GetOptions', 'Default.aspx/GetOptions', { request: {} }, price)).resolves.toEqual({
      d: { PriceGross: 12.5 },
    });
  });

  it('posts JSON to the path under the shop root, not under the page', async () => {
    answer('{"d":{"PriceGross":1}}');
    await postJson('GetOptions', 'Default.aspx/GetOptions', { request: { pid: 1 } }, price);
    expect(sent()).toEqual({
      url: 'http://shop.test/Default.aspx/GetOptions',
      method: 'POST',
      contentType: 'application/json',
      body: '{"request":{"pid":1}}',
    });
  });

  it('maps an HTTP error to kind "http" with the status', async () => {
    answer('', 500);
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/^GetOptions: HTTP 500\b.* from Default\.aspx\/GetOptions$/);
  });

  it("reads ASP.NET's error answer for a method that threw: its exception type and message, never its stack", async () => {
    const body = { Message: 'Produkt 999 nie istnieje', StackTrace: '   at Shop.Default.GetOptions(GetOptionsRequest request)', ExceptionType: 'System.InvalidOperationException' };
    stubFetch(async () => new Response(JSON.stringify(body), { status: 500, headers: { 'Content-Type': 'application/json; charset=utf-8', jsonerror: 'true' } }));
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price));
    expect([error.kind, error.status, error.exceptionType, error.serverMessage]).toEqual(['http', 500, 'System.InvalidOperationException', 'Produkt 999 nie istnieje']);
    expect(error.message).toMatch(/^GetOptions: HTTP 500\b.* from Default\.aspx\/GetOptions: System\.InvalidOperationException: Produkt 999 nie istnieje$/);
    expect(error.message).not.toContain('Shop.Default');
  });

  it('keeps a Message without an exception type, cut to 300 characters', async () => {
    answer(JSON.stringify({ Message: 'x'.repeat(400) }), 500);
    const error = await failure(postJson('AddCart', 'Default.aspx/AddCart', {}, price));
    expect(error.exceptionType).toBeUndefined();
    expect(error.serverMessage).toHaveLength(300);
    expect(error.message).toMatch(/from Default\.aspx\/AddCart: x{299}…$/);
  });

  it("puts a message written on several lines on one (ArgumentOutOfRangeException's)", async () => {
    answer(JSON.stringify({ Message: 'Ilość musi wynosić co najmniej 1.\r\nParameter name: Amount\nActual value was 0.', ExceptionType: 'System.ArgumentOutOfRangeException' }), 500);
    const error = await failure(postJson('AddCart', 'Default.aspx/AddCart', {}, price));
    expect(error.serverMessage).toBe('Ilość musi wynosić co najmniej 1. Parameter name: Amount Actual value was 0.');
    expect(error.message).not.toMatch(/\n/);
  });

  it('tells an HTML error page as one (the framework refused the request), not as a parse failure', async () => {
    stubFetch(async () => new Response('<html><head><title>Runtime Error</title></head><body>Stack…</body></html>', { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    const error = await failure(postJson('AddCart', 'Default.aspx/AddCart', {}, price));
    expect([error.kind, error.status, error.exceptionType]).toEqual(['http', 500, undefined]);
    expect(error.message).toMatch(/^AddCart: the server answered with an error page \(HTTP 500\b.*\) from Default\.aspx\/AddCart$/);
  });

  it('says nothing more of an error answer that is neither (a proxy that is down)', async () => {
    answer('Bad Gateway', 502);
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price));
    expect(error.message).toMatch(/^GetOptions: HTTP 502\b.* from Default\.aspx\/GetOptions$/);
    expect(error.serverMessage).toBeUndefined();
  });

  it("tells the page itself where JSON was due (ASP.NET's answer to a GET or a wrong content type)", async () => {
    stubFetch(async () => new Response('<!DOCTYPE html><html><body>Sklep</body></html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('GetOptions: answer from Default.aspx/GetOptions is an HTML page (text/html; charset=utf-8), not JSON');
  });

  it('maps malformed JSON to kind "parse"', async () => {
    answer('{"d":{"Price');
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('GetOptions: answer is not JSON (12 chars, starts "{\\"d\\":{\\"Price")');
  });

  it('maps an empty body to kind "parse"', async () => {
    answer('');
    expect((await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price))).kind).toBe('parse');
  });

  it('maps a wrong shape to kind "shape" naming the field', async () => {
    answer('{"d":{"PriceGross":"abc"}}');
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price));
    expect(error.kind).toBe('shape');
    expect(error.message).toBe('GetOptions: answer has wrong shape at d.PriceGross: expected finite number, got string "abc"');
  });

  it('maps a caller abort to kind "aborted"', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = postJson('GetOptions', 'Default.aspx/GetOptions', {}, price, { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
    expect(isAbort(error)).toBe(true);
  });

  it('maps an already aborted signal to kind "aborted" without an answer', async () => {
    answer('{"d":{"PriceGross":1}}');
    const controller = new AbortController();
    controller.abort();
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price, { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });

  it('maps a time-out to kind "timeout"', async () => {
    hangingFetch();
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price, { timeoutMs: 5 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('GetOptions: no answer from Default.aspx/GetOptions within 5 ms');
    expect(isAbort(error)).toBe(false);
  });

  it('times out a body that stalls after the headers arrived', async () => {
    // Like a browser's, the body stream errors when the request's signal aborts.
    const stalling = (request: Request) =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"d":'));
          request.signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
    stubFetch(async (request) => new Response(stalling(request), { status: 200 }));
    const error = await failure(postJson('GetOptions', 'Default.aspx/GetOptions', {}, price, { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
  });

  it('maps a network failure to kind "network"', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failure(postJson('AddCart', 'Default.aspx/AddCart', {}, price));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('AddCart: request to Default.aspx/AddCart failed: Failed to fetch');
  });

  it('does not retry a failed POST', async () => {
    answer('', 503);
    await failure(postJson('AddCart', 'Default.aspx/AddCart', {}, price));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('postText', () => {
  beforeEach(() => {
    vi.stubGlobal('location', new URL('http://shop.test/kategoria/kubki?page=2'));
  });

  it('returns any body as text and sends no body', async () => {
    answer('<div class="cart">2</div>');
    await expect(postText('smallcart', 'smallcart')).resolves.toBe('<div class="cart">2</div>');
    expect(sent()?.url).toBe('http://shop.test/smallcart');
    expect(sent()?.method).toBe('POST');
    expect(sent()?.body).toBe('');
  });

  it('maps failures like postJson', async () => {
    answer('', 502);
    const error = await failure(postText('smallcart', 'smallcart'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
  });

  it('rejects a JSON answer (an error object with status 200), which is never the HTML asked for', async () => {
    stubFetch(async () => new Response('{"cart":42}', { headers: { 'Content-Type': 'application/json; charset=utf-8' } }));
    const error = await failure(postText('smallcart', 'smallcart'));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('smallcart: answer from smallcart is application/json; charset=utf-8, not HTML');
  });
});
