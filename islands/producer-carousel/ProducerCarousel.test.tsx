// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeReducedMotion } from '../../test-support/fake-reduced-motion';
import { mountIsland } from '../runtime/react-root';
import { renderIsland, strict, testContext } from '../../test-support/test-context';
import * as producerCarousel from './ProducerCarousel';

// fakeReducedMotion matches no width query: glide shows the widest band, 7 a page.
const PRODUCERS = 14;

let hook: HTMLElement;
const mount = () => renderIsland(producerCarousel, hook, {});
const items = () => screen.getAllByRole('listitem');
const firstInView = () => items().findIndex((item) => !item.hasAttribute('inert'));
const inView = () => items().filter((item) => !item.hasAttribute('inert')).length;
const status = () => hook.querySelector('[aria-live="polite"]')!;
const next = () => screen.getByRole('button', { name: 'Następni producenci' });
const previous = () => screen.getByRole('button', { name: 'Poprzedni producenci' });

beforeEach(() => {
  fakeReducedMotion(false);
  document.body.innerHTML = `<section class="producer-carousel glide" aria-labelledby="producers-heading" aria-roledescription="karuzela">
<div class="producer-carousel__head"><h2 id="producers-heading">Nasi producenci</h2><div class="producer-carousel__controls" data-carousel-controls></div></div>
<div class="glide__track" data-glide-el="track"><ul class="producer-list glide__slides" id="producer-carousel">${Array.from(
    { length: PRODUCERS },
    (_, i) => `<li class="glide__slide"><a href="/szukaj?producer=${i + 1}">Producent ${i + 1}</a></li>`,
  ).join('')}</ul></div>
</section>`;
  hook = document.querySelector('section')!;
});

describe('producer carousel island', () => {
  it('draws the head again with the buttons in its slot, and the server list with its own items moved in', () => {
    const serverItems = items();
    const headingText = screen.getByRole('heading', { name: 'Nasi producenci' }).firstChild;
    mount();
    const head = hook.firstElementChild as HTMLElement;
    expect(head.className).toBe('producer-carousel__head');
    const heading = within(head).getByRole('heading', { level: 2, name: 'Nasi producenci' });
    expect(heading.firstChild).toBe(headingText);
    expect(hook.getAttribute('aria-labelledby')).toBe(heading.id);
    const slot = head.querySelector('[data-carousel-controls]')!;
    expect([...slot.children]).toEqual([previous(), next()]);
    expect(next().getAttribute('aria-controls')).toBe('producer-carousel');
    expect(next().className).toBe('carousel-control producer-carousel__control');
    expect(items()).toEqual(serverItems);
    expect(hook.querySelector('.glide__track > ul.producer-list')).not.toBeNull();
    expect([firstInView(), inView()]).toEqual([0, 7]);
  });

  it('by mouse pages forward and back, saying which producers are shown only once the shopper pages', async () => {
    mount();
    expect(status().textContent).toBe('');
    await userEvent.click(next());
    expect([firstInView(), inView()]).toEqual([7, 7]);
    expect(status().textContent).toBe('Producenci 8–14 z 14');
    await userEvent.click(previous());
    expect(firstInView()).toBe(0);
    expect(status().textContent).toBe('Producenci 1–7 z 14');
  });

  it('by keyboard pages on, and back to the start after the end', async () => {
    mount();
    previous().focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(next());
    await userEvent.keyboard('{Enter}');
    expect(firstInView()).toBe(7);
    await userEvent.keyboard(' ');
    expect(firstInView()).toBe(0);
    expect(status().textContent).toBe('Producenci 1–7 z 14');
  });

  it('does not speak when the window is resized before the shopper pages', () => {
    mount();
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(status().textContent).toBe('');
  });

  it('puts the server nodes back once unmounted, as the server sent them: no button in the slot, nothing of glide', async () => {
    const serverItems = items();
    const serverSlot = hook.querySelector('[data-carousel-controls]')!;
    const serverList = screen.getByRole('list');
    // Through the runtime's mount, whose unmount gives the hook its server nodes back.
    const unmount = await mountIsland(hook, strict(producerCarousel.default), producerCarousel.read(hook), testContext(hook), true);
    expect(serverSlot.children).toHaveLength(2);
    unmount();
    expect(hook.querySelector('[data-carousel-controls]')).toBe(serverSlot);
    // Taken out and put back, the hook is mounted again: buttons left in the slot would be doubled.
    expect(serverSlot.childNodes).toHaveLength(0);
    expect([...serverList.children]).toBeTheSameNodes(serverItems);
    expect(serverItems.some((item) => item.hasAttribute('inert'))).toBe(false);
    expect(hook.className).toBe('producer-carousel glide');
    expect([serverList, ...serverItems].filter((node) => node.hasAttribute('style'))).toEqual([]);
  });

  it('refuses a hook without the slot for its buttons', () => {
    hook.querySelector('[data-carousel-controls]')!.remove();
    expect(() => producerCarousel.read(hook)).toThrow('the hook needs a [data-carousel-controls] slot for the buttons');
  });
});
