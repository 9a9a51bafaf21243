import { type CartPartResponse, cartPartAnswer } from './cart-part';
import { postJson, type CallOptions } from './client';

export interface ChooseDeliveryPointRequest {
  /** One of the points the cart page lists, by its label. */
  deliveryPoint: string;
}

/** Saves the visitor's delivery point on the server; answers the cart part as it now is. */
export function chooseDeliveryPoint(req: ChooseDeliveryPointRequest, options?: CallOptions): Promise<CartPartResponse> {
  return postJson('cartDeliveryPoint', 'koszyk/dostawa', req, cartPartAnswer, options);
}
