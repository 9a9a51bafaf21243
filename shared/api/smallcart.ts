import { postText, type CallOptions } from './client';

/** The mini cart's HTML; it replaces the cart refresh area through shared/html. */
export function fetchSmallCart(options?: CallOptions): Promise<string> {
  return postText('smallcart', 'smallcart', options);
}
