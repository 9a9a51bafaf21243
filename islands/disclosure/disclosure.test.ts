// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../test-context';
import disclosure from './disclosure';

let details: HTMLDetailsElement;
let summary: HTMLElement;
const mount = (closeOutside = true) => disclosure.mount(details, { closeOutside }, testContext(details));

beforeEach(() => {
  // The slide itself is proved in Chromium (e2e); here the open state must change at once.
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  document.body.innerHTML = '<details><summary>Dostawa</summary><div>Kurier</div></details><p id="outside">Poza</p>';
  details = document.querySelector('details')!;
  summary = details.querySelector('summary')!;
});

describe('disclosure island', () => {
  it('mirrors the open state in aria-expanded on the summary', () => {
    mount();
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    summary.click();
    expect(details.open).toBe(true);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape from inside', () => {
    mount();
    summary.click();
    details.querySelector('div')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(details.open).toBe(false);
    expect(summary.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a pointer press outside, unless told not to', () => {
    const unmount = mount();
    summary.click();
    document.getElementById('outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(details.open).toBe(false);
    unmount?.();

    mount(false);
    summary.click();
    document.getElementById('outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(details.open).toBe(true);
  });

  it('stops listening once unmounted', () => {
    const unmount = mount();
    summary.click();
    unmount?.();
    document.getElementById('outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(details.open).toBe(true);
  });

  it('refuses a hook that is not a <details> with a <summary>', () => {
    const div = document.createElement('div');
    expect(() => disclosure.mount(div, { closeOutside: true }, testContext(div))).toThrow('the hook must be a <details> element whose first child is a <summary>');
  });
});
