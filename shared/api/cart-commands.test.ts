// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerJson, failure, hangingFetch, sent } from '../../test-support/fake-fetch';
import { changeCartAmount, chooseDeliveryPoint, removeCartLine } from './index';

const part = { html: '<ul class="cart-lines"></ul>', count: 3 };

beforeEach(() => {
  vi.stubGlobal('location', new URL('http://shop.test/koszyk'));
});

describe('cart page commands', () => {
  it('changeCartAmount posts {lineId, amount} as JSON to /koszyk/zmien and returns the cart part', async () => {
    answerJson({ ...part, extra: true });
    await expect(changeCartAmount({ lineId: 4, amount: 2 })).resolves.toEqual(part);
    expect(sent()).toEqual({ url: 'http://shop.test/koszyk/zmien', method: 'POST', contentType: 'application/json', body: '{"lineId":4,"amount":2}' });
  });

  it('removeCartLine posts {lineId} to /koszyk/usun', async () => {
    answerJson(part);
    await removeCartLine({ lineId: 4 });
    expect(sent()?.url).toBe('http://shop.test/koszyk/usun');
    expect(sent()?.body).toBe('{"lineId":4}');
  });

  it('chooseDeliveryPoint posts {deliveryPoint} to /koszyk/dostawa', async () => {
    answerJson(part);
    await chooseDeliveryPoint({ deliveryPoint: 'Kraków, ul. Floriańska 12 (punkt odbioru)' });
    expect(sent()?.url).toBe('http://shop.test/koszyk/dostawa');
    expect(JSON.parse(sent()!.body)).toEqual({ deliveryPoint: 'Kraków, ul. Floriańska 12 (punkt odbioru)' });
  });

  it('names the call and the first bad field of a wrong-shaped answer', async () => {
    answerJson({ html: 42, count: 'x' });
    const error = await failure(changeCartAmount({ lineId: 4, amount: 2 }));
    expect([error.call, error.kind]).toEqual(['cartAmount', 'shape']);
    expect(error.message).toBe('cartAmount: answer has wrong shape at html: expected string, got number 42');
  });

  it('fails with kind "http" and the status when the server refuses', async () => {
    answerJson({ message: 'Nie ma takiej pozycji w koszyku.' }, 404);
    const error = await failure(removeCartLine({ lineId: 99 }));
    expect([error.call, error.kind, error.status]).toEqual(['cartRemove', 'http', 404]);
  });

  it('fails with kind "parse" on a cut-off answer', async () => {
    answer(JSON.stringify(part).slice(0, 10));
    expect((await failure(chooseDeliveryPoint({ deliveryPoint: 'x' }))).kind).toBe('parse');
  });

  it('rejects as aborted when the caller aborts a superseded request', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = failure(changeCartAmount({ lineId: 1, amount: 5 }, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });
});
