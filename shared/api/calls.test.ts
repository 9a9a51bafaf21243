// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerJson, failure, hangingFetch, sent } from '../../test-support/fake-fetch';
import {
  addCart,
  advancedSearch,
  fetchQuestionFormTemplate,
  fetchSmallCart,
  getOptions,
  requestAvailabilityNotice,
  searchSuggestions,
  sendQuestionForm,
  type AddCartResponse,
  type ProductOptionResponse,
} from './index';

const variant: ProductOptionResponse = {
  OptionId: 17,
  HtmlResponse: '<p>Kubek 300 ml</p>',
  SKU: 'KUB-300',
  EAN: '5901234123457',
  PriceGross: 1234.56,
  OldPriceGross: null,
  DiscountRate: 0,
  ProductName: 'Kubek',
  Images: ['p-01-a.png', 'p-01-b.png'],
  CartEnabled: true,
  ProductState: { Text: 'Dostępny', ColorHex: '#00aa00', Description: 'Wysyłka w 24 h', DaysAvailability: 1 },
};

const added: AddCartResponse = {
  RedirectToUrl: '',
  ProductUrl: '/produkt/1-kubek',
  HtmlResponse: '<p>Dodano</p>',
  PriceGross: 19.99,
  ProductId: 1,
  ProductName: 'Kubek',
  DataLayerItemJSON: '{"item_id":"1"}',
};

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/produkt/1-x'));
});

describe('getOptions', () => {
  it('posts {request} to <origin>/Default.aspx/GetOptions from a product page and unwraps d', async () => {
    answerJson({ d: { ...variant, __type: 'GoShop.ProductOption' } });
    await expect(getOptions({ dicts: [3, 9], pid: 1 })).resolves.toEqual(variant);
    expect(sent()).toEqual({
      url: 'http://shop.test/Default.aspx/GetOptions',
      method: 'POST',
      contentType: 'application/json',
      body: '{"request":{"dicts":[3,9],"pid":1}}',
    });
  });

  it('accepts an old price', async () => {
    answerJson({ d: { ...variant, OldPriceGross: 1500, DiscountRate: 18 } });
    expect((await getOptions({ dicts: [], pid: 1 })).OldPriceGross).toBe(1500);
  });

  it('fails with kind "http" on HTTP 500', async () => {
    answerJson({ Message: 'Produkt 999 nie istnieje', ExceptionType: 'System.InvalidOperationException' }, 500);
    const error = await failure(getOptions({ dicts: [], pid: 1 }));
    expect([error.call, error.kind, error.status]).toEqual(['GetOptions', 'http', 500]);
  });

  it('fails with kind "parse" on malformed JSON', async () => {
    answer(JSON.stringify({ d: variant }).slice(0, 50));
    expect((await failure(getOptions({ dicts: [], pid: 1 }))).kind).toBe('parse');
  });

  it('fails with kind "shape" on a wrong shape, naming the first bad field', async () => {
    answerJson({ d: { OptionId: 'x', PriceGross: 'abc', Images: 'p-01-a.png', CartEnabled: 'yes' } });
    const error = await failure(getOptions({ dicts: [], pid: 1 }));
    expect(error.kind).toBe('shape');
    expect(error.message).toBe('GetOptions: answer has wrong shape at d.OptionId: expected integer, got string "x"');
  });

  it('fails with kind "shape" when a nested field is wrong', async () => {
    answerJson({ d: { ...variant, ProductState: { ...variant.ProductState, DaysAvailability: '1' } } });
    expect((await failure(getOptions({ dicts: [], pid: 1 }))).message).toContain('at d.ProductState.DaysAvailability');
  });

  it('fails with kind "aborted" when superseded', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = getOptions({ dicts: [], pid: 1 }, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });
});

describe('addCart', () => {
  it('posts {request} and unwraps d', async () => {
    answerJson({ d: added });
    const request = { Amount: 2, ProductId: 1, OptionId: 17, addons: [{ key: 'grawer', value: 'Ala' }] };
    await expect(addCart(request)).resolves.toEqual(added);
    expect(sent()?.url).toBe('http://shop.test/Default.aspx/AddCart');
    expect(JSON.parse(sent()?.body ?? '')).toEqual({ request });
  });

  it('rejects a wrong shape', async () => {
    answerJson({ d: { PriceGross: 'abc', ProductId: 'x', DataLayerItemJSON: 7 } });
    const error = await failure(addCart({ Amount: 1, ProductId: 1, OptionId: -1, addons: [] }));
    expect([error.call, error.kind]).toEqual(['AddCart', 'shape']);
  });
});

describe('fetchSmallCart', () => {
  it('posts to <origin>/smallcart and returns the HTML', async () => {
    answer('<span class="count">3</span>');
    await expect(fetchSmallCart()).resolves.toBe('<span class="count">3</span>');
    expect(sent()?.url).toBe('http://shop.test/smallcart');
  });
});

describe('calls with a flat JSON body', () => {
  it('fetchQuestionFormTemplate', async () => {
    answerJson({ htmlTemplate: '<form></form>' });
    await expect(fetchQuestionFormTemplate({ type: 2, id: null })).resolves.toEqual({ htmlTemplate: '<form></form>' });
    expect(sent()?.url).toBe('http://shop.test/api/frontend/FetchQuestionFormTemplate');
    expect(sent()?.body).toBe('{"type":2,"id":null}');
  });

  it('sendQuestionForm', async () => {
    answerJson({ message: 'Dziękujemy' });
    const request = { fields: [{ name: 'email', type: 'email', value: 'a@b.pl' }], recaptcha: '' };
    await expect(sendQuestionForm(request)).resolves.toEqual({ message: 'Dziękujemy' });
    expect(sent()?.url).toBe('http://shop.test/api/frontend/SendQuestionForm');
    expect(JSON.parse(sent()?.body ?? '')).toEqual(request);
  });

  it('requestAvailabilityNotice', async () => {
    answerJson({ message: 'Powiadomimy Cię' });
    await expect(requestAvailabilityNotice({ email: 'a@b.pl', recaptcha: 'tok', optionId: 17 })).resolves.toEqual({
      message: 'Powiadomimy Cię',
    });
    expect(sent()?.url).toBe('http://shop.test/api/frontend/availability');
    expect(sent()?.body).toBe('{"email":"a@b.pl","recaptcha":"tok","optionId":17}');
  });

  it('advancedSearch', async () => {
    const result = { min: 0, max: 999.99, producers: [{ id: 4, name: 'Ćmielów' }] };
    answerJson(result);
    await expect(advancedSearch({ categoryId: 12 })).resolves.toEqual(result);
    expect(sent()?.url).toBe('http://shop.test/api/frontend/AdvancedSearch');
    expect(sent()?.body).toBe('{"categoryId":12}');
  });

  it('searchSuggestions', async () => {
    const result = {
      products: [{ url: '/produkt/1-kubek', image: '/dane/small/p-01-a.png', name: 'Kubek', price: 19.99 }],
      producers: [{ url: '/producent/4', name: 'Ćmielów' }],
      categories: [],
    };
    answerJson(result);
    await expect(searchSuggestions({ query: 'kub' })).resolves.toEqual(result);
    expect(sent()?.url).toBe('http://shop.test/api/frontend/searchsuggestions');
    expect(sent()?.body).toBe('{"query":"kub"}');
  });
});

describe('wrong shapes are rejected by every JSON call', () => {
  it.each([
    ['FetchQuestionFormTemplate', () => fetchQuestionFormTemplate({ type: 1, id: 1 }), { htmlTemplate: 42 }, 'htmlTemplate'],
    ['SendQuestionForm', () => sendQuestionForm({ fields: [], recaptcha: '' }), { message: ['x'] }, 'message'],
    ['availability', () => requestAvailabilityNotice({ email: '', recaptcha: '', optionId: 1 }), { message: false }, 'message'],
    ['AdvancedSearch', () => advancedSearch({ categoryId: 1 }), { min: 'a', max: null, producers: {} }, 'min'],
    ['AdvancedSearch', () => advancedSearch({ categoryId: 1 }), { min: 0, max: 9, producers: [{ id: 1.5, name: 'x' }] }, 'producers[0].id'],
    ['searchsuggestions', () => searchSuggestions({ query: 'a' }), { products: 'x', producers: null, categories: 3 }, 'products'],
  ])('%s: %j', async (call, run, body, path) => {
    answerJson(body);
    const error = await failure(run());
    expect(error.call).toBe(call);
    expect(error.kind).toBe('shape');
    expect(error.message).toContain(`at ${path}:`);
  });
});
