import { signal } from '@preact/signals-react';
import { NARROW_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '../constants';
import { debounce } from '../debounce';

const measure = (): boolean => typeof window !== 'undefined' && window.innerWidth < NARROW_BREAKPOINT_PX;

/** True below the narrow-screen breakpoint; settles RESIZE_DEBOUNCE_MS after resizing stops. */
export const isNarrow = signal(measure());

// One listener for the page's lifetime, started by the first island that imports this module.
if (typeof window !== 'undefined') {
  window.addEventListener(
    'resize',
    debounce(() => {
      isNarrow.value = measure();
    }, RESIZE_DEBOUNCE_MS),
  );
}
