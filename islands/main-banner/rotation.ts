import { message } from '../../shared/messages/message';

/**
 * When the banner rotates (WAI-ARIA APG carousel): the shopper's rotation control decides, and a
 * mouse over the banner or keyboard focus inside it holds the rotation until they leave.
 */
export interface RotationState {
  /** The rotation control's state: false once the shopper stopped it, or from the start under reduced motion. */
  playing: boolean;
  hovered: boolean;
  focusInside: boolean;
}

export const initialRotation = (prefersReducedMotion: boolean): RotationState => ({
  playing: !prefersReducedMotion,
  hovered: false,
  focusInside: false,
});

export const isRotating = (state: RotationState): boolean => state.playing && !state.hovered && !state.focusInside;

/** The rotation control names the action it performs (APG: the label changes, not a pressed state). */
export const rotationControlLabel = (state: RotationState): string => message(state.playing ? 'main-banner.pause' : 'main-banner.play');

/** APG: the slides container is not live while it rotates on its own, polite when the shopper moves it. */
export const slidesLiveMode = (state: RotationState): 'off' | 'polite' => (isRotating(state) ? 'off' : 'polite');
