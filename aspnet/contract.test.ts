/**
 * The contract between the client (shared/api's own getOptions and addCart, with Node's fetch) and a real ASP.NET
 * server: Mono's System.Web answering Default.aspx's page methods (aspnet/reference-server.ts). Each case checks
 * what the server sent and what the client made of it, and adds a row to .tmp/reports/aspnet-contract.md.
 * Requests the client never sends (a string for an int, an Int32 overflow, a cut-off body, another content type,
 * a GET) are the client's own request changed on its way, so its code digests the server's real answer to them.
 * Without Mono every case fails, saying so: `npm test` installs it (scripts/test-all.mjs).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCart } from '../shared/api/add-cart';
import { ApiError } from '../shared/api/errors';
import { getOptions } from '../shared/api/get-options';
import type { AddCartRequest, GetOptionsRequest } from '../shared/api/types';
import { productById, productUrl } from '../fixtures/catalog/index';
import { optionResponse } from '../fixtures/catalog/options';
import type { Product } from '../fixtures/catalog/types';
import { CONTRACT, MISSING_PRODUCT_ID } from './catalog';
import { asGet, clientOutcome, contractTable, recordFetch, toMethod, withBody, withContentType, writeReport, type Row, type Sent, type Tamper } from './contract-record';
import { startReferenceServer, type ReferenceServer } from './reference-server';

const REPORT = '.tmp/reports/aspnet-contract.md';
/** The first call of each method JIT-compiles System.Web's serializer on a busy two-core machine. */
const CASE_TIMEOUT_MS = 30_000;

let server: ReferenceServer | undefined;
/** Why the server did not start: each case fails with it (a failing beforeAll would only skip them). */
let notStarted: unknown;
const rows: Row[] = [];

beforeAll(async () => {
  server = await startReferenceServer().catch((error: unknown) => void (notStarted = error));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (rows.length > 0) {
    writeReport(REPORT, contractTable(rows, 'Every answer also sets an `ASP.NET_SessionId` cookie (both methods use the session). Bodies as sent, escapes included; ⏎ is a line break.'));
  }
});

/** Runs one call of the client against the server, `tamper` changing its request on the way, and records the row. */
async function contract(name: string, call: () => Promise<unknown>, tamper?: Tamper): Promise<{ sent: Sent; result: unknown }> {
  if (!server) throw notStarted;
  // shared/api posts to the shop root of the page it runs in: here, a product page of the reference server.
  vi.stubGlobal('location', new URL(`${server.url}produkt/1-x`));
  const lastSent = recordFetch(tamper);
  const result = await call().catch((error: unknown) => error);
  const sent = lastSent();
  rows.push({ name, sent, client: clientOutcome(result) });
  return { sent, result };
}

function apiError(result: unknown): ApiError {
  expect(result).toBeInstanceOf(ApiError);
  return result as ApiError;
}

const JACKET = productById(1) as Product;
const TENT = productById(3) as Product;
/** The id of a product's dictionary value, by its name ("M", "Czerwony"). */
const value = (product: Product, name: string): number => {
  const found = product.dictionaries.flatMap((d) => d.values).find((v) => v.name === name);
  if (!found) throw new Error(`product ${product.id} has no value ${name}`);
  return found.id;
};

const optionsOf = (product: Product, names: string[]): GetOptionsRequest => ({ pid: product.id, dicts: names.map((n) => value(product, n)) });
const JSON_OK = { status: '200 OK', contentType: 'application/json', jsonerror: '' };
/** Mono's error page for an exception outside the method: 500, HTML, no jsonerror. */
const ERROR_PAGE = { status: '500 Internal Server Error', contentType: 'text/html', jsonerror: '' };
const PAGE = { status: '200 OK', contentType: 'text/html', jsonerror: '' };

describe('every answer shape: the reference server answers as the fixture shop does', () => {
  for (const [name, product, choice] of [
    ['a variant (product 1, M + Czerwony)', JACKET, ['M', 'Czerwony']],
    ['an unfinished choice (product 1, M): OptionId -1', JACKET, ['M']],
    ['a choice no variant has (product 1, XL + Czerwony): OptionId -1, cart disabled', JACKET, ['XL', 'Czerwony']],
    ['a product without options (product 3)', TENT, []],
  ] as const) {
    it(`GetOptions, ${name}`, async () => {
      const request = optionsOf(product, [...choice]);
      const { sent, result } = await contract(`GetOptions, ${name}`, () => getOptions(request));
      expect(sent).toMatchObject(JSON_OK);
      expect(sent.body).toMatch(/^\{"d":\{"OptionId":/);
      expect(result).toEqual(optionResponse(product, request.dicts));
    }, CASE_TIMEOUT_MS);
  }

  it('AddCart, a product (product 3, amount 2): the pop-up, the price and the GA4 item', async () => {
    const { sent, result } = await contract('AddCart, a product (product 3, amount 2)', () => addCart({ Amount: 2, ProductId: TENT.id, OptionId: -1, addons: [] }));
    expect(sent).toMatchObject(JSON_OK);
    expect(sent.setCookie).toMatch(/^ASP\.NET_SessionId=\w+; path=\//);
    expect(sent.body).toContain('"HtmlResponse":"\\u003cdiv class=\\"add-cart-confirmation\\"\\u003e');
    expect(sent.body).toContain('"PriceGross":1899.00,');
    expect(result).toMatchObject({ RedirectToUrl: '', ProductUrl: productUrl(TENT), PriceGross: 1899, ProductId: 3, ProductName: TENT.name });
    const { HtmlResponse, DataLayerItemJSON } = result as { HtmlResponse: string; DataLayerItemJSON: string };
    expect(HtmlResponse).toContain('<p class="add-cart-confirmation__title">Dodano do koszyka</p>');
    expect(HtmlResponse).toContain('Ilość: 2 × 1\u00a0899,00\u00a0zł');
    expect(JSON.parse(DataLayerItemJSON)).toEqual({
      item_id: TENT.sku, item_name: TENT.name, price: 1899, quantity: 2, item_brand: expect.any(String), item_category: 'Namioty', item_variant: '',
    });
  }, CASE_TIMEOUT_MS);
});

describe('the values a real shop leaves empty, and how its serializer writes them', () => {
  it('a variant with no images, no EAN and no old price, priced 19.90', async () => {
    const { bare } = CONTRACT;
    const { sent, result } = await contract('GetOptions, a variant with empty Images, empty EAN, null old price, 19.90', () =>
      getOptions({ pid: CONTRACT.productId, dicts: [bare.value.Id] }),
    );
    expect(sent).toMatchObject(JSON_OK);
    for (const field of ['"EAN":""', '"PriceGross":19.90,', '"OldPriceGross":null,', '"Images":[]']) expect(sent.body).toContain(field);
    expect(result).toMatchObject({ OptionId: bare.optionId, SKU: bare.sku, EAN: '', PriceGross: 19.9, OldPriceGross: null, DiscountRate: 0, Images: [] });
  }, CASE_TIMEOUT_MS);

  it("escaped markup: < > and ' as \\u003c \\u003e \\u0027, read back as the characters", async () => {
    const { full } = CONTRACT;
    const { sent, result } = await contract('GetOptions, escaped markup in HtmlResponse and ProductName', () =>
      getOptions({ pid: CONTRACT.productId, dicts: [full.value.Id] }),
    );
    expect(sent).toMatchObject(JSON_OK);
    expect(sent.body).toContain('"HtmlResponse":"\\u003cspan class=\\"variant-summary\\"\\u003eKolor: Szary\\u003c/span\\u003e"');
    expect(sent.body).toContain('"ProductName":"Skarpety \\u0027Kontrakt\\u0027 & \\u003cspółka\\u003e"');
    expect(sent.body).toContain('"PriceGross":24.90,"OldPriceGross":29.90,');
    expect(result).toMatchObject({
      HtmlResponse: '<span class="variant-summary">Kolor: Szary</span>', ProductName: CONTRACT.name, EAN: full.ean, PriceGross: 24.9, OldPriceGross: 29.9, Images: [full.image],
    });
  }, CASE_TIMEOUT_MS);

  it('AddCart, a variant priced 19.90: the GA4 item has the price too', async () => {
    const { bare } = CONTRACT;
    const { sent, result } = await contract('AddCart, a variant priced 19.90', () =>
      addCart({ Amount: 1, ProductId: CONTRACT.productId, OptionId: bare.optionId, addons: [{ key: 'grawer', value: 'Dla Ani' }] }),
    );
    expect(sent).toMatchObject(JSON_OK);
    expect(sent.body).toContain('"PriceGross":19.90,');
    expect(sent.body).toContain('\\"price\\":19.90,');
    expect(result).toMatchObject({ PriceGross: 19.9, ProductId: CONTRACT.productId });
    expect(JSON.parse((result as { DataLayerItemJSON: string }).DataLayerItemJSON)).toMatchObject({ item_id: bare.sku, price: 19.9, item_variant: 'Kolor: Czarny' });
  }, CASE_TIMEOUT_MS);
});

describe('a method that throws: 500, jsonerror, {Message, StackTrace, ExceptionType}', () => {
  const cases: [string, () => Promise<unknown>, string, string, string][] = [
    ['GetOptions, a product the shop lacks (999)', () => getOptions({ pid: MISSING_PRODUCT_ID, dicts: [] }), 'GetOptions', 'System.InvalidOperationException', `Produkt ${MISSING_PRODUCT_ID} nie istnieje`],
    ['AddCart, a product the shop lacks (999)', () => addCart({ Amount: 1, ProductId: MISSING_PRODUCT_ID, OptionId: -1, addons: [] }), 'AddCart', 'System.InvalidOperationException', `Produkt ${MISSING_PRODUCT_ID} nie istnieje`],
    ['AddCart, Amount 0', () => addCart({ Amount: 0, ProductId: TENT.id, OptionId: -1, addons: [] }), 'AddCart', 'System.ArgumentOutOfRangeException', 'Ilość musi wynosić co najmniej 1.\nParameter name: Amount\nActual value was 0.'],
  ];
  for (const [name, call, method, exceptionType, serverMessage] of cases) {
    it(`${name}: the client keeps the exception's type and message, never its stack`, async () => {
      const { sent, result } = await contract(`${name}: the method throws`, call);
      expect(sent).toMatchObject({ status: '500 Internal Server Error', contentType: 'application/json', jsonerror: 'true' });
      expect(JSON.parse(sent.body)).toEqual({ Message: serverMessage, StackTrace: expect.stringContaining('at ReferenceShop.'), ExceptionType: exceptionType });
      const error = apiError(result);
      // The client keeps a message the server wrote on several lines on one, so the console line stays one.
      const line = serverMessage.replace(/\s+/g, ' ');
      expect(error).toMatchObject({
        kind: 'http',
        status: 500,
        message: `${method}: HTTP 500 Internal Server Error from Default.aspx/${method}: ${exceptionType}: ${line}`,
        exceptionType,
        serverMessage: line,
      });
      expect(error.message).not.toContain('ReferenceShop');
    }, CASE_TIMEOUT_MS);
  }
});

describe('a request the framework refuses to bind: Mono answers its 500 HTML error page', () => {
  const refused = (method: 'GetOptions' | 'AddCart') =>
    `${method}: the server answered with an error page (HTTP 500 Internal Server Error) from Default.aspx/${method}`;
  const addAny = (): Promise<unknown> => addCart({ Amount: 1, ProductId: TENT.id, OptionId: -1, addons: [] } satisfies AddCartRequest);
  const cases: [string, () => Promise<unknown>, Tamper, 'GetOptions' | 'AddCart', string][] = [
    ['GetOptions, a string for an int (pid "abc")', () => getOptions({ pid: 1, dicts: [] }), withBody('{"request":{"dicts":[],"pid":"abc"}}'), 'GetOptions', 'abc is not a valid value for Int32.'],
    ['AddCart, Amount 3000000000 (over Int32)', addAny, withBody('{"request":{"Amount":3000000000,"ProductId":3,"OptionId":-1,"addons":[]}}'), 'AddCart', '[System.OverflowException]: Value was either too large or too small for an Int32.'],
    ['GetOptions, a cut-off body', () => getOptions({ pid: 1, dicts: [] }), withBody('{"request":{"dicts":[10'), 'GetOptions', '[System.InvalidOperationException]: JSON syntax error.'],
    ['GetOptions, a method the page lacks (Default.aspx/GetOption)', () => getOptions({ pid: 1, dicts: [] }), toMethod('GetOption'), 'GetOptions', "Request format is unrecognized unexpectedly ending in &#39;GetOption&#39;."],
  ];
  for (const [name, call, tamper, method, cause] of cases) {
    it(`${name}: the client tells an error page, not a parse failure`, async () => {
      const { sent, result } = await contract(name, call, tamper);
      expect(sent).toMatchObject(ERROR_PAGE);
      expect(sent.body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<!DOCTYPE html/);
      expect(sent.body).toContain(cause);
      const error = apiError(result);
      expect(error).toMatchObject({ kind: 'http', status: 500, message: refused(method) });
      expect((error as { exceptionType?: string }).exceptionType).toBeUndefined();
    }, CASE_TIMEOUT_MS);
  }
});

describe('not a page method call: a POST of another content type, or a GET, gets the page itself', () => {
  for (const [name, tamper] of [
    ['GetOptions sent as text/plain', withContentType('text/plain;charset=UTF-8')],
    ['GetOptions sent as a form', withContentType('application/x-www-form-urlencoded')],
    ['GetOptions as a GET', asGet],
  ] as const) {
    it(`${name}: 200 text/html, which the client names as an HTML page`, async () => {
      const { sent, result } = await contract(name, () => getOptions({ pid: 1, dicts: [] }), tamper);
      expect(sent).toMatchObject(PAGE);
      expect(sent.body).toMatch(/^<!DOCTYPE html>\s*<html lang="pl">/);
      const error = apiError(result);
      expect(error).toMatchObject({ kind: 'parse', message: 'GetOptions: answer from Default.aspx/GetOptions is an HTML page (text/html), not JSON' });
    }, CASE_TIMEOUT_MS);
  }
});
