// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../test-support/test-context';
import * as disclosure from './Disclosure';
import * as slideModule from './slide';

let details: HTMLDetailsElement;
// Testing Library gives a <summary> no role, so the test holds the server's own node.
let summary: HTMLElement;
const mount = (closeOutside = true) => renderIsland(disclosure, details, { closeOutside });
const outside = () => screen.getByRole('paragraph');

function serverMarkup() {
  document.body.innerHTML = '<details class="accordion"><summary class="q"><b>Dostawa</b></summary><div class="disclosure-panel"><a href="/kurier">Kurier</a></div></details><p>Poza</p>';
  details = document.querySelector('details')!;
  summary = details.querySelector('summary')!;
}

beforeEach(() => {
  // The slide itself is proved in Chromium (e2e); here the open state must change at once.
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  serverMarkup();
});

describe('disclosure island', () => {
  it('adopts the server summary and panel as they are, and opens and closes on a click', async () => {
    const [panel, link] = [details.querySelector('.disclosure-panel'), details.querySelector('a')];
    mount();
    expect(screen.getByText('Dostawa').closest('summary')).toBe(summary);
    expect(details.querySelector('.disclosure-panel')).toBe(panel);
    expect(screen.getByRole('link', { name: 'Kurier' })).toBe(link);
    // The <details> says it: ARIA in HTML allows no state on a <summary>.
    expect(summary.hasAttribute('aria-expanded')).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });

  // Enter and Space on a summary are the browser's own click (proved in Chromium); Escape is ours.
  it('closes on Escape from inside, giving the summary focus', async () => {
    mount();
    await userEvent.click(summary);
    screen.getByRole('link', { name: 'Kurier' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('closes on a pointer press outside, unless told not to', async () => {
    const first = mount();
    await userEvent.click(summary);
    await userEvent.pointer({ keys: '[MouseLeft]', target: outside() });
    expect(details.open).toBe(false);
    first.unmount();

    serverMarkup();
    mount(false);
    await userEvent.click(summary);
    await userEvent.pointer({ keys: '[MouseLeft]', target: outside() });
    expect(details.open).toBe(true);
  });

  it('follows a toggle made by someone else (an accordion group, the FAQ fragment)', async () => {
    mount();
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    // Had it not followed, it would still think itself closed, and this click would open it.
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('leaves the <details> as the server sent it, and stops listening, once unmounted', async () => {
    const { unmount } = mount();
    await userEvent.click(summary);
    unmount();
    expect(details.open).toBe(false);
    // Opened without the island, as the browser does on its own: an outside press no longer closes it.
    details.open = true;
    await userEvent.pointer({ keys: '[MouseLeft]', target: outside() });
    expect(details.open).toBe(true);
  });

  it('refuses a hook that is not a <details> with a <summary>, saying which', () => {
    expect(() => disclosure.read(document.createElement('div'))).toThrow('the hook must be a <details> element, not <div>');
    expect(() => disclosure.read(document.createElement('details'))).toThrow('the <details> hook has no <summary> as a direct child');
  });
});

describe('disclosure island, while a slide runs', () => {
  it('opening again during a closing slide turns the slide round (CI found it by keyboard under load)', async () => {
    const slides: boolean[] = [];
    // A closing slide that has not ended: the <details> stays open until it does.
    const slide = vi.spyOn(slideModule, 'slideDetails').mockImplementation(async (element, open) => {
      slides.push(open);
      if (open) element.open = true;
    });
    mount();
    await userEvent.click(summary);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    await userEvent.click(summary);
    expect(slides).toEqual([true, false, true]);
    slide.mockRestore();
  });

  it('a toggle echoing the opening, run late by a busy page, does not undo the closing slide after it (CI under load)', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    mount();
    await userEvent.click(summary);
    await userEvent.click(summary);
    // The closing slide runs, so the <details> is still open; the opening's toggle task comes now.
    act(() => void details.dispatchEvent(new Event('toggle')));
    await userEvent.click(summary);
    expect(details.open).toBe(true);
  });
});
