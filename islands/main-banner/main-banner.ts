import { mountCarousel } from '../../shared/ui/carousel';
import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { buildControls, setRotationControl } from './controls';
import { initialRotation, isRotating, rotationControlLabel, slidesLiveMode, type RotationState } from './rotation';
import type { mainBannerSchema } from './schema';

type Props = PropsOf<typeof mainBannerSchema>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The main banner: glide.js carousel with the WAI-ARIA APG carousel controls and autoplay rules. */
const mainBanner: IslandModule<Props> = {
  mount(element, props) {
    if (props.autoplayMs < 1000) throw new Error(`data-autoplay-ms="${props.autoplayMs}" is too short to read a slide (1000 at least)`);
    const slidesList = element.querySelector<HTMLElement>('[data-glide-el="track"] > *');
    if (!slidesList?.id) throw new Error('the slides container (first child of [data-glide-el="track"]) needs an id for aria-controls');
    const motion = matchMedia(REDUCED_MOTION);
    let state: RotationState = initialRotation(motion.matches);
    let timer: ReturnType<typeof setInterval> | undefined;

    const controls = buildControls(slidesList.id);
    const carousel = mountCarousel(element, {
      perView: 1,
      gap: 16,
      reducedMotion: motion.matches,
      onView: (first, _perView, count) => {
        controls.position.textContent = `${first + 1} / ${count}`;
      },
    });
    // The slides are labelled "X z Y" by the server; the carousel's controls come first in tab order.
    element.prepend(controls.element);

    const apply = (next: RotationState) => {
      const wasRotating = timer !== undefined;
      state = next;
      setRotationControl(controls.rotation, rotationControlLabel(state), state.playing);
      slidesList.setAttribute('aria-live', slidesLiveMode(state));
      if (isRotating(state) && !wasRotating) timer = setInterval(() => carousel.go('>'), props.autoplayMs);
      if (!isRotating(state) && wasRotating) {
        clearInterval(timer);
        timer = undefined;
      }
    };

    const onRotation = () => apply({ ...state, playing: !state.playing });
    const onPrevious = () => carousel.go('<');
    const onNext = () => carousel.go('>');
    // Touch "hover" never leaves: only a mouse holds the rotation by hovering.
    const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && apply({ ...state, hovered: true });
    const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && apply({ ...state, hovered: false });
    // Keyboard focus holds the rotation; a button focused by a mouse click is left to the hover rule.
    const onFocusIn = (event: FocusEvent) => apply({ ...state, focusInside: event.target instanceof Element && event.target.matches(':focus-visible') });
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) apply({ ...state, focusInside: false });
    };
    const onMotion = () => motion.matches && apply({ ...state, playing: false });

    controls.rotation.addEventListener('click', onRotation);
    controls.previous.addEventListener('click', onPrevious);
    controls.next.addEventListener('click', onNext);
    element.addEventListener('pointerenter', onPointerEnter);
    element.addEventListener('pointerleave', onPointerLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    motion.addEventListener('change', onMotion);
    apply({ ...state, focusInside: element.querySelector(':focus-visible') !== null, hovered: element.matches(':hover') });

    return () => {
      clearInterval(timer);
      motion.removeEventListener('change', onMotion);
      element.removeEventListener('pointerenter', onPointerEnter);
      element.removeEventListener('pointerleave', onPointerLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      slidesList.removeAttribute('aria-live');
      controls.element.remove();
      carousel.destroy();
    };
  },
};

export default mainBanner;
