import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { cookieNoticeShown } from '../../shared/state/cookie-notice';
import { activeDialog } from '../../shared/state/dialog';
import { productVariant, productVariants } from '../../shared/state/product-variant';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { keepFocusClearOf } from '../../shared/ui/keep-focus-clear';
import { useReducedMotion } from '../../shared/ui/use-reduced-motion';
import { useVariantView } from '../../shared/ui/use-variant-view';
import { cartAllowed, sendingProducts } from '../add-to-cart/cart-add-state';
import { wakeHook } from '../storefront-actions/wake-hook';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { barShown, firstUnchosenOption, optionMissing, scrolledAbove } from './bar-logic';
import { formSettled } from './form-awake';
import { readStickyBar, type StickyBarMarkup } from './read-sticky-bar';
import { stickyAddToCartSchema } from './schema';

export const schema = stickyAddToCartSchema;

type Props = PropsOf<typeof stickyAddToCartSchema> & StickyBarMarkup & IslandProps;

export const read = readStickyBar;

/**
 * The window stretched far down (a thousand windows' height): the button leaves it only through its
 * top. Against the window alone, a jump from below it to above it (a long scroll, End, a link to the
 * reviews) crosses nothing and is never told.
 */
const WINDOW_AND_BELOW: IntersectionObserverInit = { rootMargin: '0% 0% 100000% 0%' };

/**
 * The theme's bar, shown once the product form's button has scrolled out above the window, and
 * never over the cookie notice or a pop-up. It shows the chosen variant's name, price and
 * availability (the reason a disabled button gives) and the form button's state, from the same
 * signals; its button submits the product form itself, so the add is the form's one flow (its lock,
 * its message, its pop-up). Hidden, it is `hidden`: neither Tab nor a screen reader reaches it; it
 * stays while it holds focus, which would otherwise fall to the page's start.
 */
export default function StickyAddToCart({ productId, nodes, bar, barNodes, name, price, state, button, serverEnabled, form, formButton, hasOptions, optionId, options }: Props) {
  useSignals();
  const view = useVariantView(productId);
  const variant = productVariant(productId);
  const [buttonAbove, setButtonAbove] = useState(false);
  const [holdsFocus, setHoldsFocus] = useState(false);
  const reducedMotion = useReducedMotion();
  const shown = barShown({ buttonAbove, holdsFocus, dialogOpen: activeDialog.value !== null, noticeShown: cookieNoticeShown.value });

  useEffect(() => {
    const observer = new IntersectionObserver((entries) => setButtonAbove(scrolledAbove(entries[entries.length - 1]!)), WINDOW_AND_BELOW);
    observer.observe(formButton);
    return () => observer.disconnect();
  }, [formButton]);

  // Told by wherever focus lands, not only by the bar's blur: an engine may fire none when a focused element is hidden.
  useEffect(() => {
    const abort = new AbortController();
    document.addEventListener('focusin', (event) => setHoldsFocus(event.target instanceof Node && bar.contains(event.target)), { signal: abort.signal });
    // Focus going nowhere (a click on the page's text) lands on no element to say so.
    document.addEventListener('focusout', (event) => event.relatedTarget === null && setHoldsFocus(false), { signal: abort.signal });
    return () => abort.abort();
  }, [bar]);

  useEffect(() => {
    if (!shown) return;
    // The form's island, which waits for a touch, must be awake by the bar's click to take its submit.
    wakeHook(form);
    return keepFocusClearOf(bar);
  }, [shown, form, bar]);

  const add = async () => {
    await formSettled(form);
    form.requestSubmit(formButton);
    const chosen = productVariants.peek().get(productId)?.optionId ?? optionId;
    const missing = options && optionMissing(hasOptions, chosen) && firstUnchosenOption(options);
    if (!missing) return;
    // The form's message says what is missing; the shopper is taken to where it is chosen.
    options.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
    missing.focus({ preventScroll: true });
  };

  const busy = sendingProducts.value.has(productId);
  const owned = new Map<Element, ReactNode>([
    [name.element, <Adopt node={name.element}>{view?.name ?? name.text}</Adopt>],
    [price.element, <Adopt node={price.element}>{view?.price ?? price.text}</Adopt>],
    [button, <Adopt node={button} disabled={busy || !cartAllowed(variant, serverEnabled)} aria-busy={busy || undefined} onClick={() => void add()} />],
  ]);
  if (state) owned.set(state.element, <Adopt node={state.element}>{view?.availability.text ?? state.text}</Adopt>);
  owned.set(
    bar,
    <Adopt node={bar} hidden={!shown}>
      {adoptNodes(barNodes, owned)}
    </Adopt>,
  );
  return adoptNodes(nodes, owned);
}
