import { afterNextPaint } from '../../shared/after-next-paint';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { fetchListingHtml } from './fetch-listing';
import type { listingSwapSchema } from './schema';
import { createSwapper } from './swapper';
import { formUrl, isSwappableForm, listingKey, swappableLink } from './swap-url';

/** Controls whose change sends a `data-submit-on-change` form; typed fields wait for their own submit. */
const SUBMIT_ON_CHANGE = 'input[type="checkbox"], input[type="radio"], select';

const listingSwap: IslandModule<PropsOf<typeof listingSwapSchema>> = {
  mount(element, props, context) {
    const swapper = createSwapper({
      root: element,
      fetchHtml: fetchListingHtml,
      focusFallbackId: props.focusFallback,
      onFailure(url, push, error) {
        context.report('page-part swap failed; loading the full page instead', error);
        if (push) location.assign(url);
        else location.replace(url);
      },
    });
    const navigate = (url: string, keep: Element | null = null) => {
      // The swap starts after the next paint, so the ticked box or the pressed link shows at once (INP).
      void afterNextPaint().then(() =>
        // The same listing again (e.g. the same filters resubmitted) replaces rather than adds a history entry.
        swapper.swap(url, { push: listingKey(url) !== swapper.shown, keep }),
      );
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
    const onChange = (event: Event) => {
      const control = event.target;
      if (!(control instanceof Element) || !control.matches(SUBMIT_ON_CHANGE)) return;
      const form = control.closest('form');
      if (form?.hasAttribute('data-submit-on-change')) form.requestSubmit();
    };
    // Back/Forward, and a page restored from the back/forward cache whose listing lags its URL.
    const restore = () => {
      swapper.abort();
      if (listingKey(location.href) !== swapper.shown) void swapper.swap(location.href, { push: false });
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restore();
    };

    element.addEventListener('submit', onSubmit);
    element.addEventListener('click', onClick);
    element.addEventListener('change', onChange);
    window.addEventListener('popstate', restore);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      swapper.abort();
      element.removeEventListener('submit', onSubmit);
      element.removeEventListener('click', onClick);
      element.removeEventListener('change', onChange);
      window.removeEventListener('popstate', restore);
      window.removeEventListener('pageshow', onPageShow);
    };
  },
};

export default listingSwap;
