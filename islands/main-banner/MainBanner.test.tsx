// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeReducedMotion } from '../../test-support/fake-reduced-motion';
import { mountIsland } from '../runtime/react-root';
import { renderIsland, strict, testContext } from '../../test-support/test-context';
import * as mainBanner from './MainBanner';

const STOP = 'Zatrzymaj automatyczne przewijanie';
const START = 'Włącz automatyczne przewijanie';
const AUTOPLAY_MS = 8000;

let hook: HTMLElement;
// The server's slide list, which the island keeps: it has no role, and its id is what aria-controls names.
let slideList: HTMLElement;
const mount = () => renderIsland(mainBanner, hook, { autoplayMs: AUTOPLAY_MS });
const position = () => hook.querySelector('.main-banner__position')!.textContent;
const slides = () => screen.getAllByRole('group');
const button = (name: string) => screen.getByRole('button', { name });
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pointer = (type: 'pointerenter' | 'pointerleave', pointerType = 'mouse') =>
  act(() => void hook.dispatchEvent(new PointerEvent(type, { pointerType })));

beforeEach(() => {
  // Only the rotation's interval: Testing Library waits on real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  document.body.innerHTML = `<button id="before">przed</button><section class="main-banner glide" id="main-banner" aria-label="Promocje" aria-roledescription="karuzela">
<div class="glide__track" data-glide-el="track"><div class="glide__slides main-banner__slides" id="main-banner-slides">${[1, 2, 3]
    .map((n) => `<div class="glide__slide main-banner__slide" role="group" aria-roledescription="slajd" aria-label="${n} z 3"><a href="/${n}">Slajd ${n}</a><img src="/${n}.png" alt=""></div>`)
    .join('')}</div></div>
</section>`;
  hook = document.getElementById('main-banner')!;
  slideList = document.getElementById('main-banner-slides')!;
});

afterEach(() => vi.useRealTimers());

describe('main banner island', () => {
  it('draws the controls first, then the server track with its own slides and images moved in', () => {
    fakeReducedMotion(false);
    const serverSlides = slides();
    const image = hook.querySelector('img');
    mount();
    const controls = hook.firstElementChild!;
    expect(controls.className).toBe('main-banner__controls');
    expect([...controls.children].map((c) => c.getAttribute('aria-label') ?? c.textContent)).toEqual([STOP, 'Poprzedni slajd', '1 / 3', 'Następny slajd']);
    expect(button('Następny slajd').getAttribute('aria-controls')).toBe('main-banner-slides');
    expect(button('Następny slajd').querySelector('[aria-hidden="true"]')!.textContent).toBe('›');
    expect(controls.nextElementSibling!.matches('.glide__track[data-glide-el="track"]')).toBe(true);
    expect(slides()).toEqual(serverSlides);
    expect(hook.querySelector('img')).toBe(image);
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('rotates every data-autoplay-ms, wrapping round, with the slides not live while it rotates', () => {
    fakeReducedMotion(false);
    mount();
    expect(slideList.getAttribute('aria-live')).toBe('off');
    elapse(AUTOPLAY_MS - 1);
    expect(position()).toBe('1 / 3');
    elapse(1);
    expect(position()).toBe('2 / 3');
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
    elapse(AUTOPLAY_MS * 2);
    expect(position()).toBe('1 / 3');
  });

  it('by mouse: previous and next move, hovering holds the rotation, the rotation control stops and restarts it', async () => {
    fakeReducedMotion(false);
    mount();
    pointer('pointerenter');
    await userEvent.click(button('Następny slajd'));
    expect(position()).toBe('2 / 3');
    await userEvent.click(button('Poprzedni slajd'));
    expect(position()).toBe('1 / 3');
    expect(slideList.getAttribute('aria-live')).toBe('polite');
    elapse(AUTOPLAY_MS * 3);
    expect(position()).toBe('1 / 3');
    // A touch "leaves" nothing: only the mouse leaving resumes.
    pointer('pointerleave', 'touch');
    elapse(AUTOPLAY_MS);
    expect(position()).toBe('1 / 3');
    act(() => (document.activeElement as HTMLElement).blur());
    pointer('pointerleave');
    elapse(AUTOPLAY_MS);
    expect(position()).toBe('2 / 3');

    await userEvent.click(button(STOP));
    expect(button(START).dataset.state).toBe('stopped');
    act(() => button(START).blur());
    pointer('pointerleave');
    elapse(AUTOPLAY_MS * 3);
    expect(position()).toBe('2 / 3');
    expect(slideList.getAttribute('aria-live')).toBe('polite');
    await userEvent.click(button(START));
    act(() => button(STOP).blur());
    pointer('pointerleave');
    elapse(AUTOPLAY_MS);
    expect(position()).toBe('3 / 3');
  });

  it('by keyboard: the rotation control comes first, focus inside holds the rotation until it leaves', async () => {
    fakeReducedMotion(false);
    mount();
    screen.getByRole('button', { name: 'przed' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(button(STOP));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(button('Następny slajd'));
    elapse(AUTOPLAY_MS * 3);
    expect(position()).toBe('1 / 3');
    await userEvent.keyboard('{Enter}');
    expect(position()).toBe('2 / 3');
    await userEvent.keyboard(' ');
    expect(position()).toBe('3 / 3');
    // Only the slide in view is reachable (user-event's Tab ignores inert: Chromium proves the order).
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, true, false]);
    act(() => screen.getByRole('button', { name: 'przed' }).focus());
    elapse(AUTOPLAY_MS);
    expect(position()).toBe('1 / 3');

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(button(START));
    act(() => screen.getByRole('button', { name: 'przed' }).focus());
    elapse(AUTOPLAY_MS * 3);
    expect(position()).toBe('1 / 3');
  });

  it('does not rotate, nor animate, under prefers-reduced-motion until the shopper starts it', async () => {
    fakeReducedMotion(true);
    mount();
    expect(button(START)).toBeTruthy();
    expect(slideList.getAttribute('aria-live')).toBe('polite');
    expect(slideList.style.transition).not.toMatch(/[1-9]\d*ms/);
    elapse(AUTOPLAY_MS * 3);
    expect(position()).toBe('1 / 3');
    await userEvent.click(button('Następny slajd'));
    expect(position()).toBe('2 / 3');
  });

  it('stops, and stops animating, when the shopper asks for reduced motion while it rotates; the slide in view stays', () => {
    const motion = fakeReducedMotion(false);
    mount();
    elapse(AUTOPLAY_MS);
    expect(slideList.style.transition).toMatch(/[1-9]\d*ms/);
    act(() => motion.set(true));
    expect(button(START)).toBeTruthy();
    expect(slideList.style.transition).not.toMatch(/[1-9]\d*ms/);
    expect(position()).toBe('2 / 3');
    elapse(AUTOPLAY_MS * 3);
    expect(position()).toBe('2 / 3');
  });

  it('starts at the slide the shopper had scrolled the strip to before it woke', () => {
    fakeReducedMotion(false);
    const track = hook.querySelector<HTMLElement>('[data-glide-el="track"]')!;
    slides().forEach((slide, i) => Object.defineProperty(slide, 'offsetLeft', { value: i * 500 }));
    track.scrollLeft = 1000;
    Object.defineProperty(track, 'scrollLeft', { value: 1000 });
    mount();
    expect(position()).toBe('3 / 3');
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, true, false]);
  });

  it('keeps the focus of a shopper who was on a slide link as it woke', async () => {
    fakeReducedMotion(false);
    const link = screen.getByRole('link', { name: 'Slajd 1' });
    link.focus();
    // Through the runtime's mount: the link is adopted, never taken out, so it keeps the focus.
    const props = { autoplayMs: AUTOPLAY_MS };
    const unmount = await mountIsland(hook, strict(mainBanner.default), { ...props, ...mainBanner.read(hook, props) }, testContext(hook), true);
    onTestFinished(unmount);
    expect(document.activeElement).toBe(link);
    // Keyboard focus inside: it does not rotate away under the shopper.
    elapse(AUTOPLAY_MS);
    expect(position()).toBe('1 / 3');
  });

  it('leaves the server markup as it was once unmounted', () => {
    fakeReducedMotion(false);
    const serverTrack = hook.querySelector('[data-glide-el="track"]')!;
    const serverSlides = slides();
    const { unmount } = mount();
    unmount();
    expect(serverTrack.firstElementChild!.children.length).toBe(3);
    expect([...serverTrack.firstElementChild!.children]).toBeTheSameNodes(serverSlides);
    expect(serverSlides.some((slide) => slide.hasAttribute('inert'))).toBe(false);
    // Nothing of glide's stays on the theme's nodes, for a hook taken out of the page and put back.
    expect(hook.className).toBe('main-banner glide');
    expect([serverTrack.firstElementChild!, ...serverSlides].filter((node) => node.hasAttribute('style'))).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses an interval too short to read a slide, and slides without an id', () => {
    expect(() => mainBanner.read(hook, { autoplayMs: 999 })).toThrow('data-autoplay-ms="999" is too short to read a slide (1000 at least)');
    slideList.removeAttribute('id');
    expect(() => mainBanner.read(hook, { autoplayMs: AUTOPLAY_MS })).toThrow('needs an id for aria-controls');
  });
});
