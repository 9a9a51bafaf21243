// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../test-context';
import { tabIndexForKey } from './tab-keys';
import tabs, { TAB_SELECT_EVENT } from './tabs';

let hook: HTMLElement;
beforeEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML = `<div id="hook">
<section id="a" data-tab-panel aria-labelledby="a-h"><h2 id="a-h">Opis</h2><p>A</p></section>
<section id="b" data-tab-panel data-tab-label="Dane firmy"><h3>Firma</h3><p>B</p></section></div>`;
  hook = document.getElementById('hook')!;
});

const tabOf = (name: string) => [...hook.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;

describe('tabs island', () => {
  it('builds a labelled tab list from the panels and shows the first panel', () => {
    tabs.mount(hook, { label: 'Informacje', selected: '' }, testContext(hook));
    const list = hook.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('Informacje');
    expect([...list.children].map((t) => t.textContent)).toEqual(['Opis', 'Dane firmy']);
    expect(tabOf('Opis').getAttribute('aria-selected')).toBe('true');
    expect(tabOf('Opis').getAttribute('aria-controls')).toBe('a');
    expect(document.getElementById('a')!.getAttribute('aria-labelledby')).toBe('a-tab');
    expect(document.getElementById('b')!.hidden).toBe(true);
    expect(tabOf('Dane firmy').tabIndex).toBe(-1);
  });

  it('selects by click and by arrow key, and tells listeners', () => {
    const seen = vi.fn();
    hook.addEventListener(TAB_SELECT_EVENT, (event) => seen((event as CustomEvent<{ panelId: string }>).detail.panelId));
    tabs.mount(hook, { label: 'x', selected: 'b' }, testContext(hook));
    expect(seen).toHaveBeenLastCalledWith('b');
    tabOf('Opis').click();
    expect(document.getElementById('a')!.hidden).toBe(false);
    tabOf('Opis').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(tabOf('Dane firmy').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabOf('Dane firmy'));
    expect(seen.mock.calls.map(([id]) => id)).toEqual(['b', 'a', 'b']);
  });

  it('gives the server markup back when unmounted', () => {
    const unmount = tabs.mount(hook, { label: 'x', selected: '' }, testContext(hook));
    unmount?.();
    expect(hook.querySelector('[role="tablist"]')).toBeNull();
    expect(document.getElementById('b')!.hidden).toBe(false);
    expect(document.getElementById('a')!.getAttribute('aria-labelledby')).toBe('a-h');
    expect(hook.querySelector('h2')!.className).toBe('');
  });

  it('refuses panels without an id or a label', () => {
    hook.innerHTML = '<section data-tab-panel><p>x</p></section>';
    expect(() => tabs.mount(hook, { label: 'x', selected: '' }, testContext(hook))).toThrow('every [data-tab-panel] needs an id');
  });
});

describe('tabIndexForKey', () => {
  it.each([
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['Home', 1, 0],
    ['End', 0, 2],
    ['Enter', 1, null],
  ] as const)('%s from %d → %s', (key, from, to) => expect(tabIndexForKey(key, from, 3)).toBe(to));
});
