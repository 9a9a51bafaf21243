import { type CartPartResponse, cartPartAnswer } from './cart-part';
import { postJson, type CallOptions } from './client';

export interface ChangeCartAmountRequest {
  lineId: number;
  /** 1 or more: removing a line is removeCartLine. */
  amount: number;
}

/** Sets the quantity of one cart line; answers the cart part as it now is. */
export function changeCartAmount(req: ChangeCartAmountRequest, options?: CallOptions): Promise<CartPartResponse> {
  return postJson('cartAmount', 'koszyk/zmien', req, cartPartAnswer, options);
}
