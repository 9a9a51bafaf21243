import { SORT_ORDER_COOKIE, SORT_ORDER_COOKIE_DAYS } from '../../shared/constants';
import { writeCookie } from '../../shared/cookies';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import type { sorterSchema } from './schema';

/** The option the server marked selected: what the listing on screen is sorted by. */
const renderedValue = (select: HTMLSelectElement): string =>
  [...select.options].find((option) => option.defaultSelected)?.value ?? select.options[0]?.value ?? '';

const sorter: IslandModule<PropsOf<typeof sorterSchema>> = {
  mount(element) {
    const select = element.querySelector('select[name="sort"]');
    if (!(element instanceof HTMLFormElement) || !(select instanceof HTMLSelectElement)) {
      throw new Error('the hook must be a <form> containing a <select name="sort">');
    }
    const form = element;
    const choose = () => {
      writeCookie(SORT_ORDER_COOKIE, select.value, SORT_ORDER_COOKIE_DAYS);
      // requestSubmit, not submit(): the page-part swap listens for the submit event.
      form.requestSubmit();
    };
    select.addEventListener('change', choose);
    // The island wakes on the first touch; a choice made before its code arrived is acted on now.
    if (select.value !== renderedValue(select)) choose();
    return () => select.removeEventListener('change', choose);
  },
};

export default sorter;
