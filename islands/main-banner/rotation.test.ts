import { describe, expect, it } from 'vitest';
import { initialRotation, isRotating, rotationControlLabel, slidesLiveMode } from './rotation';

describe('banner rotation', () => {
  it('rotates from the start, with the live region off and a "stop" control', () => {
    const state = initialRotation(false);
    expect(isRotating(state)).toBe(true);
    expect(slidesLiveMode(state)).toBe('off');
    expect(rotationControlLabel(state)).toBe('Zatrzymaj automatyczne przewijanie');
  });

  it('does not rotate under prefers-reduced-motion until the shopper starts it', () => {
    const state = initialRotation(true);
    expect(isRotating(state)).toBe(false);
    expect(rotationControlLabel(state)).toBe('Włącz automatyczne przewijanie');
    expect(isRotating({ ...state, playing: true })).toBe(true);
  });

  it('holds while hovered or focused and resumes when both have left', () => {
    const playing = initialRotation(false);
    expect(isRotating({ ...playing, hovered: true })).toBe(false);
    expect(isRotating({ ...playing, focusInside: true })).toBe(false);
    expect(isRotating({ ...playing, hovered: true, focusInside: true })).toBe(false);
    expect(isRotating({ ...playing, hovered: false, focusInside: false })).toBe(true);
  });

  it('stays stopped after hover and focus leave when the shopper stopped it', () => {
    const stopped = { ...initialRotation(false), playing: false };
    expect(isRotating(stopped)).toBe(false);
    expect(slidesLiveMode(stopped)).toBe('polite');
  });

  it('a held rotation is announced politely: the shopper is operating it', () => {
    expect(slidesLiveMode({ ...initialRotation(false), focusInside: true })).toBe('polite');
  });
});
