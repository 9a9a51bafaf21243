import { type CartPartResponse, cartPartAnswer } from './cart-part';
import { postJson, type CallOptions } from './client';

export interface RemoveCartLineRequest {
  lineId: number;
}

/** Removes one cart line; answers the cart part as it now is. */
export function removeCartLine(req: RemoveCartLineRequest, options?: CallOptions): Promise<CartPartResponse> {
  return postJson('cartRemove', 'koszyk/usun', req, cartPartAnswer, options);
}
