/**
 * What the cart page's commands answer (our design, not in the spec's table; the fixture shop's
 * fixtures/api/cart-commands.ts documents the endpoints): the cart part's HTML, which enters the DOM
 * only through shared/html, and the number of items now in the cart.
 */
import { int, obj, str, type ShapeOf } from './validate';

export interface CartPartResponse {
  html: string;
  count: number;
}

export const cartPartAnswer = obj({ html: str, count: int } satisfies ShapeOf<CartPartResponse>);
