import { useLayoutEffect, useState } from 'react';
import { useHostProps } from '../../shared/ui/use-host-props';
import { focusEmptyCart } from './focus-after-removal';

/**
 * The cart once its last line went: the server's empty-cart part (`emptyCart`, null until then) goes
 * into `hook` after React has let go of every node it held there, outside React's tree, and focus lost
 * with the lines moves to it. The hook is `cart--empty` meanwhile. Returns the part, and how to show one.
 */
export function useEmptyCart(hook: HTMLElement): [DocumentFragment | null, (part: DocumentFragment) => void] {
  const [emptyCart, setEmptyCart] = useState<DocumentFragment | null>(null);
  useHostProps({ classes: { 'cart--empty': emptyCart !== null } });
  useLayoutEffect(() => {
    if (!emptyCart) return;
    const part = emptyCart.firstElementChild;
    hook.append(emptyCart);
    focusEmptyCart(part);
  }, [hook, emptyCart]);
  return [emptyCart, setEmptyCart];
}
