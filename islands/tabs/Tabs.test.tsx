// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../test-support/test-context';
import * as tabs from './Tabs';

let hook: HTMLElement;
// The server's panels, which the island keeps: held, not queried, as a hidden panel has no accessible name to be found by.
let panels: Record<'a' | 'b', HTMLElement>;
beforeEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML = `<div id="hook" class="buyer-type">
<p class="intro">Kupujesz jako…</p>
<section id="a" class="product-tab" data-tab-panel aria-labelledby="a-h"><h2 id="a-h">Opis</h2><p>A</p></section>
<section id="b" data-tab-panel data-tab-label="Dane firmy"><h3>Firma</h3><p><a href="/kontakt" data-island="question-form">Zadaj pytanie</a></p><input id="nip"></section></div>`;
  hook = document.getElementById('hook')!;
  panels = { a: document.getElementById('a')!, b: document.getElementById('b')! };
});

const mount = (selected = '') => renderIsland(tabs, hook, { label: 'Informacje', selected });
const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (id: 'a' | 'b') => panels[id];
const hashChange = (hash: string) =>
  act(() => {
    history.replaceState(null, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

describe('tabs island', () => {
  it('draws a labelled tab list above the hook’s own children and shows the first panel', () => {
    mount();
    const list = screen.getByRole('tablist', { name: 'Informacje' });
    expect(list.className).toBe('sf-tabs__list');
    expect(hook.firstElementChild).toBe(list);
    expect([...list.children].map((t) => t.textContent)).toEqual(['Opis', 'Dane firmy']);
    expect([...hook.children].slice(1).map((child) => child.id || child.className)).toEqual(['intro', 'a', 'b']);
    expect(hook.classList.contains('sf-tabs')).toBe(true);
    expect(tab('Opis').getAttribute('aria-selected')).toBe('true');
    expect(tab('Opis').id).toBe('a-tab');
    expect(tab('Opis').getAttribute('aria-controls')).toBe('a');
    expect(tab('Opis').tabIndex).toBe(0);
    expect(tab('Dane firmy').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Opis' })).toBe(panel('a'));
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toEqual([panel('a'), panel('b')]);
    expect(panel('a').className).toBe('product-tab');
    expect(panel('a').tabIndex).toBe(0);
    expect(panel('a').hidden).toBe(false);
    expect(panel('b').hidden).toBe(true);
    expect(panel('b').getAttribute('aria-labelledby')).toBe('b-tab');
  });

  it('keeps the panels’ content as the same nodes: nested hooks, typed values', () => {
    const link = screen.getByRole('link', { name: 'Zadaj pytanie' });
    const input = screen.getByRole<HTMLInputElement>('textbox');
    input.value = '1234567890';
    const heading = screen.getByRole('heading', { name: 'Opis' });
    mount();
    expect(within(panel('b')).getByRole('link', { hidden: true })).toBe(link);
    expect(within(panel('b')).getByRole<HTMLInputElement>('textbox', { hidden: true }).value).toBe('1234567890');
    expect(panel('a').firstElementChild).toBe(heading);
    expect(heading.className).toBe('');
  });

  it('selects by mouse and tells listeners, once per change', async () => {
    const seen = vi.fn();
    hook.addEventListener(tabs.TAB_SELECT_EVENT, (event) => seen((event as CustomEvent<{ panelId: string }>).detail.panelId));
    mount('b');
    expect(seen).toHaveBeenLastCalledWith('b');
    await userEvent.click(tab('Opis'));
    expect(panel('a').hidden).toBe(false);
    expect(panel('b').hidden).toBe(true);
    expect(tab('Opis').getAttribute('aria-selected')).toBe('true');
    expect(tab('Dane firmy').getAttribute('aria-selected')).toBe('false');
    await userEvent.click(tab('Opis'));
    expect(seen.mock.calls.map(([id]) => id)).toEqual(['b', 'a']);
  });

  it('selects by keyboard: arrows wrap, Home and End, selection follows focus, one tab in the Tab order', async () => {
    const seen = vi.fn();
    hook.addEventListener(tabs.TAB_SELECT_EVENT, (event) => seen((event as CustomEvent<{ panelId: string }>).detail.panelId));
    mount();
    tab('Opis').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Dane firmy'));
    expect(tab('Dane firmy').getAttribute('aria-selected')).toBe('true');
    expect(tab('Dane firmy').tabIndex).toBe(0);
    expect(tab('Opis').tabIndex).toBe(-1);
    expect(panel('b').hidden).toBe(false);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Opis'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Dane firmy'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Opis'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Dane firmy'));
    await userEvent.keyboard('{Enter}');
    expect(tab('Dane firmy').getAttribute('aria-selected')).toBe('true');
    expect(seen.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('starts on the panel the fragment names, before data-selected, and follows a later hashchange', () => {
    history.replaceState(null, '', '/#b');
    mount('a');
    expect(tab('Dane firmy').getAttribute('aria-selected')).toBe('true');
    hashChange('#a');
    expect(panel('a').hidden).toBe(false);
    hashChange('#intro');
    hashChange('#%E0%A4%A');
    expect(panel('a').hidden).toBe(false);
  });

  it('keeps the focus of a shopper who was inside the shown panel as it woke', () => {
    const link = screen.getByRole('link', { name: 'Zadaj pytanie' });
    link.focus();
    mount('b');
    expect(document.activeElement).toBe(link);
  });

  it('gives the selected tab the focus of a shopper who was inside a panel it now hides', () => {
    screen.getByRole('textbox').focus();
    mount('a');
    expect(document.activeElement).toBe(tab('Opis'));
  });

  it('lets go of the hook when unmounted', () => {
    const seen = vi.fn();
    hook.addEventListener(tabs.TAB_SELECT_EVENT, seen);
    mount().unmount();
    expect(hook.classList.contains('sf-tabs')).toBe(false);
    hashChange('#b');
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('refuses panels without an id or a label', () => {
    expect(() => tabs.read(document.createElement('div'))).toThrow('the hook has no [data-tab-panel] among its direct children');
    hook.innerHTML = '<section data-tab-panel><h2>x</h2></section>';
    expect(() => tabs.read(hook)).toThrow('[data-tab-panel] number 1 of 1 has no id, which its tab needs for aria-controls');
    hook.innerHTML = '<section id="x" data-tab-panel><p><b>Opis</b></p></section>';
    expect(() => tabs.read(hook)).toThrow('#x has neither a data-tab-label nor a heading (<h2>–<h6>) with text inside it, to name its tab');
  });

  it('names a tab from a heading anywhere in its panel, hiding that heading visually once awake', () => {
    hook.innerHTML = '<section id="x" data-tab-panel><header class="panel-head"><h3 class="t">Opis</h3></header><p>Treść</p></section>';
    const heading = hook.querySelector('h3')!;
    expect(tabs.read(hook).panels[0]).toMatchObject({ label: 'Opis', heading });
    renderIsland(tabs, hook, { label: 'Informacje', selected: '' });
    expect(hook.querySelector('h3')).toBe(heading);
    expect(heading.hasAttribute('data-sf-tab-heading')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Opis' }).getAttribute('aria-controls')).toBe('x');
  });
});
