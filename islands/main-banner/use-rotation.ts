import { useCallback, useEffect, useState } from 'react';
import { initialRotation, isRotating, type RotationState } from './rotation';

interface RotationOptions {
  reducedMotion: boolean;
  intervalMs: number;
  advance: () => void;
}

/**
 * The banner's autoplay (rules in rotation.ts): `advance` every `intervalMs` while it rotates. A
 * mouse over the hook or keyboard focus inside it holds the rotation; asking for reduced motion stops it.
 */
export function useRotation(hook: HTMLElement, { reducedMotion, intervalMs, advance }: RotationOptions) {
  const [state, setState] = useState(() => initialRotation(reducedMotion));
  // Asking for reduced motion stops the rotation while rendering, so no frame rotates after it.
  const [reducedBefore, setReducedBefore] = useState(reducedMotion);
  if (reducedMotion !== reducedBefore) {
    setReducedBefore(reducedMotion);
    if (reducedMotion) setState((old) => ({ ...old, playing: false }));
  }

  useEffect(() => {
    const update = (change: Partial<RotationState>) => setState((old) => ({ ...old, ...change }));
    // Touch "hover" never leaves: only a mouse holds the rotation by hovering.
    const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && update({ hovered: true });
    const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && update({ hovered: false });
    // Keyboard focus holds the rotation; a button focused by a mouse click is left to the hover rule.
    const onFocusIn = (event: FocusEvent) => update({ focusInside: event.target instanceof Element && event.target.matches(':focus-visible') });
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && hook.contains(event.relatedTarget))) update({ focusInside: false });
    };
    hook.addEventListener('pointerenter', onPointerEnter);
    hook.addEventListener('pointerleave', onPointerLeave);
    hook.addEventListener('focusin', onFocusIn);
    hook.addEventListener('focusout', onFocusOut);
    // The shopper may already be on the banner as it wakes.
    update({ focusInside: hook.querySelector(':focus-visible') !== null, hovered: hook.matches(':hover') });
    return () => {
      hook.removeEventListener('pointerenter', onPointerEnter);
      hook.removeEventListener('pointerleave', onPointerLeave);
      hook.removeEventListener('focusin', onFocusIn);
      hook.removeEventListener('focusout', onFocusOut);
    };
  }, [hook]);

  const rotating = isRotating(state);
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(advance, intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, advance]);

  const toggle = useCallback(() => setState((old) => ({ ...old, playing: !old.playing })), []);
  return { state, toggle };
}
