import { useEffect } from 'react';
import { afterNextPaint } from '../../shared/after-next-paint';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { formChangedBeforeMount, sendsOnChange } from './changed-before-mount';
import { createListingPrefetch } from './listing-pages';
import { watchIntent } from './prefetch-intent';
import { listingSwapSchema } from './schema';
import { createSwapper } from './swapper';
import { formUrl, isSwappableForm, listingKey, swappableLink } from './swap-url';

export const schema = listingSwapSchema;

type Props = PropsOf<typeof listingSwapSchema> & IslandProps;

export const drawsNothing = true;

/**
 * Filters, sorts and pages the listing without a reload: a GET form or link of this listing inside
 * the hook is fetched instead, and the answer's listing parts are morphed into the page's (swapper.ts).
 * It draws nothing: React never touches the layout, its up to 2,000 cards or the hooks nested in it,
 * and the swap changes server nodes; the runtime mounts the hooks that come in and unmounts those
 * that leave. A link or
 * control the shopper hovers, focuses or presses has its listing fetched ahead (prefetch-intent.ts),
 * and the swap takes that answer while it is fresh (listing-pages.ts).
 */
export default function ListingSwap({ focusFallback, context }: Props) {
  const hook = context.element;

  useEffect(() => {
    let stopped = false;
    const prefetched = createListingPrefetch();
    const swapper = createSwapper({
      root: hook,
      fetchHtml: prefetched.fetch,
      focusFallbackId: focusFallback,
      onFailure(url, push, error) {
        context.report('page-part swap failed; loading the full page instead', error);
        if (push) location.assign(url);
        else location.replace(url);
      },
    });
    const navigate = (url: string, keep: Element | null = null) => {
      // The swap starts after the next paint, so the ticked box or the pressed link shows at once (INP).
      void afterNextPaint().then(() => {
        if (stopped) return;
        // The same listing again (e.g. the same filters resubmitted) replaces rather than adds a history entry.
        void swapper.swap(url, { push: listingKey(url) !== swapper.shown, keep });
      });
    };

    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !isSwappableForm(form, event.submitter)) return;
      event.preventDefault();
      navigate(formUrl(form, event.submitter).href, form);
    };
    const onClick = (event: MouseEvent) => {
      const link = swappableLink(event);
      if (!link) return;
      event.preventDefault();
      navigate(link.href);
    };
    // Forms whose send waits for the next paint: boxes ticked within one frame send their form once.
    const sending = new Set<HTMLFormElement>();
    const onChange = (event: Event) => {
      if (!sendsOnChange(event.target)) return;
      const form = event.target.form!;
      if (sending.has(form)) return;
      sending.add(form);
      // Validating and reading the form, and its submit listeners, took 7–14 ms of a first click's
      // frame at 4× CPU: the box shows ticked first (INP), then the form goes.
      void afterNextPaint().then(() => {
        sending.delete(form);
        if (!stopped && form.isConnected) form.requestSubmit();
      });
    };
    // Back/Forward, and a page restored from the back/forward cache whose listing lags its URL.
    const restore = () => {
      swapper.abort();
      if (listingKey(location.href) !== swapper.shown) void swapper.swap(location.href, { push: false });
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restore();
    };

    // The listing on screen needs no fetching ahead (the current page's link, a radio already chosen).
    const stopIntent = watchIntent(hook, (url) => (listingKey(url) === swapper.shown ? () => undefined : prefetched.prefetch(url)));
    hook.addEventListener('submit', onSubmit);
    hook.addEventListener('click', onClick);
    hook.addEventListener('change', onChange);
    window.addEventListener('popstate', restore);
    window.addEventListener('pageshow', onPageShow);
    // A box ticked before the island woke (the runtime lets such clicks through at once) sent its
    // `change` to nobody: send its form now, the way that change would have. Later changes go
    // through the listener, so each change is sent once.
    formChangedBeforeMount(hook)?.requestSubmit();
    return () => {
      stopped = true;
      swapper.abort();
      stopIntent();
      prefetched.clear();
      hook.removeEventListener('submit', onSubmit);
      hook.removeEventListener('click', onClick);
      hook.removeEventListener('change', onChange);
      window.removeEventListener('popstate', restore);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [hook, focusFallback, context]);

  return null;
}
