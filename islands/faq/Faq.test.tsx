// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../test-support/test-context';
import * as faq from './Faq';

let list: HTMLElement;
// The server's own items and questions, which the island keeps: a <details> has no name to query it by,
// and Testing Library gives a <summary> no role.
let items: HTMLDetailsElement[];
let summaries: HTMLElement[];
let other: HTMLDetailsElement;
const item = (n: number) => items[n - 1]!;
const summary = (n: number) => summaries[n - 1]!;
const mount = () => renderIsland(faq, list, {});
// What the disclosure island (or the browser) does to an item; this island only follows it.
const toggled = (n: number, open: boolean) =>
  act(() => {
    item(n).open = open;
    item(n).dispatchEvent(new Event('toggle'));
  });
const hashChange = (url: string) =>
  act(() => {
    history.replaceState(null, '', url);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

beforeEach(() => {
  history.replaceState(null, '', '/faq');
  document.body.innerHTML = `<div id="list">${[1, 2, 3].map((n) => `<details id="faq-${n}" data-island="disclosure"><summary>Pytanie ${n}</summary><p>Odpowiedź</p></details>`).join('')}</div><details id="other"><summary>Inne</summary></details>`;
  list = document.getElementById('list')!;
  items = [...list.querySelectorAll('details')];
  summaries = items.map((details) => details.querySelector('summary')!);
  other = document.getElementById('other') as HTMLDetailsElement;
  Element.prototype.scrollIntoView = vi.fn();
});

describe('faq island', () => {
  it('keeps the items, nested disclosure hooks, as the same nodes', () => {
    mount();
    expect([...list.children]).toEqual(items);
    expect(list.children[0]).toBe(items[0]);
  });

  it('opens the item named by the fragment on mount, scrolls to it and focuses its question', () => {
    history.replaceState(null, '', '/faq#faq-2');
    mount();
    expect(item(2).open).toBe(true);
    expect(item(2).scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(summary(2));
    expect(item(1).open).toBe(false);
  });

  it('sets the fragment on mount for an item opened while it loaded (first touch)', () => {
    item(2).open = true;
    mount();
    expect(location.hash).toBe('#faq-2');
    expect(item(2).open).toBe(true);
  });

  it('lets the fragment win on mount over an item already open', () => {
    history.replaceState(null, '', '/faq#faq-3');
    item(1).open = true;
    mount();
    expect(item(3).open).toBe(true);
    expect(location.hash).toBe('#faq-3');
  });

  it('sets the fragment when an item opens and clears it when that item closes, without adding history', () => {
    mount();
    const entries = history.length;
    toggled(3, true);
    expect(location.hash).toBe('#faq-3');
    toggled(1, false);
    expect(location.hash).toBe('#faq-3');
    toggled(3, false);
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/faq');
    expect(history.length).toBe(entries);
  });

  // Enter and Space on a summary are the browser's own click (the keyboard journey is in e2e/faq.spec.ts).
  it('follows an item opened and closed by a click on its summary', async () => {
    mount();
    await userEvent.click(summary(1));
    expect(location.hash).toBe('#faq-1');
    await userEvent.click(summary(1));
    expect(location.hash).toBe('');
  });

  it('opens an item on hashchange, and ignores fragments that name no item of its own', () => {
    mount();
    hashChange('/faq#faq-1');
    expect(item(1).open).toBe(true);
    expect(document.activeElement).toBe(summary(1));
    hashChange('/faq#other');
    expect(other.open).toBe(false);
    expect(() => hashChange('/faq#%E0%A4%A')).not.toThrow();
  });

  it('stops following the fragment once unmounted', () => {
    mount().unmount();
    toggled(2, true);
    expect(location.hash).toBe('');
    hashChange('/faq#faq-1');
    expect(item(1).open).toBe(false);
  });
});
