// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import faq from './faq';

let list: HTMLElement;
let unmount: (() => void) | void;
const item = (n: number) => document.getElementById(`faq-${n}`) as HTMLDetailsElement;
const toggled = (n: number, open: boolean) => {
  item(n).open = open;
  item(n).dispatchEvent(new Event('toggle'));
};

beforeEach(() => {
  history.replaceState(null, '', '/faq');
  document.body.innerHTML = `<div id="list">${[1, 2, 3].map((n) => `<details id="faq-${n}"><summary>Pytanie ${n}</summary><p>Odpowiedź</p></details>`).join('')}</div><details id="other"><summary>Inne</summary></details>`;
  list = document.getElementById('list')!;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => unmount?.());

describe('faq island', () => {
  it('opens the item named by the fragment on mount and focuses its question', () => {
    history.replaceState(null, '', '/faq#faq-2');
    unmount = faq.mount(list, {}, testContext(list));
    expect(item(2).open).toBe(true);
    expect(document.activeElement).toBe(item(2).querySelector('summary'));
    expect(item(1).open).toBe(false);
  });

  it('sets the fragment when an item opens and clears it when that item closes, without adding history', () => {
    unmount = faq.mount(list, {}, testContext(list));
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

  it('opens an item on hashchange, and ignores fragments that name no item of its own', () => {
    unmount = faq.mount(list, {}, testContext(list));
    history.replaceState(null, '', '/faq#faq-1');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(item(1).open).toBe(true);
    history.replaceState(null, '', '/faq#other');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect((document.getElementById('other') as HTMLDetailsElement).open).toBe(false);
    history.replaceState(null, '', '/faq#%E0%A4%A');
    expect(() => window.dispatchEvent(new HashChangeEvent('hashchange'))).not.toThrow();
  });

  it('stops following the fragment once unmounted', () => {
    faq.mount(list, {}, testContext(list))?.();
    toggled(2, true);
    expect(location.hash).toBe('');
  });
});
