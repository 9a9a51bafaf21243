import { effect } from '@preact/signals-react';
import { wishlist } from '../../shared/state/wishlist';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { collectLinks, renderBox, type ProductLink } from './render-box';
import type { wishlistBoxSchema } from './schema';

const wishlistBox: IslandModule<PropsOf<typeof wishlistBoxSchema>> = {
  mount(element) {
    const known = new Map<number, ProductLink>();
    collectLinks(element, document, known);
    return effect(() => {
      const list = wishlist.value;
      // Cards swapped in since the last change may name the product just added.
      if (list.some((entry) => !known.has(entry.id))) collectLinks(element, document, known);
      renderBox(element, list, known);
    });
  },
};

export default wishlistBox;
