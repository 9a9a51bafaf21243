import { wishlist, toggleWishlist } from '../../shared/state/wishlist';
import { announce } from '../../shared/ui/announce';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { toggleMessage } from './messages';
import { keepTogglesInStep } from './render-toggles';
import type { wishlistToggleSchema } from './schema';

const wishlistToggle: IslandModule<PropsOf<typeof wishlistToggleSchema>> = {
  mount(element, props, context) {
    if (!element.querySelector('.wishlist-toggle')) throw new Error('the hook must contain a .wishlist-toggle button');
    keepTogglesInStep();
    // The server form post stays the no-JS path; with JS the cookie is written here and nothing reloads.
    const onSubmit = (event: Event) => {
      event.preventDefault();
      try {
        const before = wishlist.value.length;
        const result = toggleWishlist(props.productId);
        const count = wishlist.value.length;
        announce(toggleMessage(result, props.productName, count, result === 'added' && count === before));
      } catch (error) {
        context.report('could not change the wishlist', error);
      }
    };
    element.addEventListener('submit', onSubmit);
    return () => element.removeEventListener('submit', onSubmit);
  },
};

export default wishlistToggle;
