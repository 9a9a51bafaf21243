import { postJson, type CallOptions } from './client';
import type { AddCartRequest, AddCartResponse } from './types';
import { int, num, obj, str, type ShapeOf } from './validate';

const answer = obj({
  d: obj({
    RedirectToUrl: str,
    ProductUrl: str,
    HtmlResponse: str,
    PriceGross: num,
    ProductId: int,
    ProductName: str,
    DataLayerItemJSON: str,
  } satisfies ShapeOf<AddCartResponse>),
});

/** Adds a product (or one of its options) to the cart. */
export async function addCart(req: AddCartRequest, options?: CallOptions): Promise<AddCartResponse> {
  const { d } = await postJson('AddCart', 'Default.aspx/AddCart', { request: req }, answer, options);
  return d;
}
