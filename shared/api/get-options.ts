import { postJson, type CallOptions } from './client';
import type { GetOptionsRequest, ProductOptionResponse, ProductState } from './types';
import { arr, bool, int, nullable, num, obj, str, type ShapeOf } from './validate';

const productState = obj({
  Text: str,
  ColorHex: str,
  Description: str,
  DaysAvailability: int,
} satisfies ShapeOf<ProductState>);

const answer = obj({
  d: obj({
    OptionId: int,
    HtmlResponse: str,
    SKU: str,
    EAN: str,
    PriceGross: num,
    OldPriceGross: nullable(num),
    DiscountRate: num,
    ProductName: str,
    Images: arr(str),
    CartEnabled: bool,
    ProductState: productState,
  } satisfies ShapeOf<ProductOptionResponse>),
});

/** The variant for the chosen dictionary values; its OptionId is -1 when none matches. */
export async function getOptions(req: GetOptionsRequest, options?: CallOptions): Promise<ProductOptionResponse> {
  const { d } = await postJson('GetOptions', 'Default.aspx/GetOptions', { request: req }, answer, options);
  return d;
}
