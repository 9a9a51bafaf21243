// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flush, runtimeUnderTest, slowIsland } from '../../test-support/runtime-under-test';
import type { HookDefinition } from './types';

const { errors, start } = runtimeUnderTest();

describe('held clicks', () => {
  it('leaves a box, a radio and their labels to the browser while the island loads: they answer at once, once', async () => {
    const clicks: string[] = [];
    const { definition, release } = slowIsland('interaction', (element) =>
      element.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).id)),
    );
    document.body.innerHTML = `<form data-island="filters"><input type="checkbox" id="box"><label for="radio" id="label">Czerwony</label>
      <input type="radio" name="c" id="radio"><button id="go">Filtruj</button></form>`;
    start({ filters: definition });
    const field = (id: string) => document.getElementById(id) as HTMLInputElement;
    field('box').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    field('box').click();
    field('label').click();
    expect([field('box').checked, field('radio').checked]).toEqual([true, true]);
    field('go').click();
    release();
    await flush();
    // Only the button's click was held and replayed: the ticks happened once, before the island was there.
    expect(clicks).toEqual(['go']);
    expect([field('box').checked, field('radio').checked]).toEqual([true, true]);
  });

  it('replays a click held on an SVG icon through the HTML element around it', async () => {
    const clicks: string[] = [];
    const { definition, release } = slowIsland('interaction', () => undefined);
    document.body.innerHTML = '<button data-island="icon"><svg><path d="M0 0h1"></path></svg>Dodaj</button>';
    document.querySelector('button')!.addEventListener('click', () => clicks.push('button'));
    start({ icon: definition });
    const path = document.querySelector('path')!;
    path.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    path.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    release();
    await flush();
    expect(clicks).toEqual(['button']);
    expect(errors).toEqual([]);
  });
});

describe('held clicks, in order', () => {
  it('replays every click held on one island, not just the last', async () => {
    let count = 0;
    const { definition, release } = slowIsland('interaction', (element) => element.addEventListener('click', () => (count += 1)));
    document.body.innerHTML = '<button data-island="plus">+</button>';
    start({ plus: definition });
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    button.click();
    release();
    await flush();
    expect(count).toBe(2);
  });

  it('replays clicks on two loading islands in the order they were made, whichever chunk arrives first', async () => {
    const clicks: string[] = [];
    const plus = slowIsland('interaction', (element) => element.addEventListener('click', () => clicks.push('plus')));
    const add = slowIsland('interaction', (element) => element.addEventListener('click', () => clicks.push('add')));
    document.body.innerHTML = '<button data-island="plus">+</button><button data-island="add">Dodaj</button>';
    start({ plus: plus.definition, add: add.definition });
    for (const button of document.querySelectorAll('button')) {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    }
    add.release();
    await flush();
    expect(clicks).toEqual([]);
    plus.release();
    await flush();
    expect(clicks).toEqual(['plus', 'add']);
  });
});

describe('clicks outside any element', () => {
  it('lets a click dispatched on the document pass without an error', async () => {
    const { definition } = slowIsland('interaction', () => undefined);
    document.body.innerHTML = '<button data-island="late">Otwórz</button>';
    start({ late: definition });
    const thrown: unknown[] = [];
    window.addEventListener('error', (event) => thrown.push(event.error));
    let reached = false;
    document.addEventListener('click', () => (reached = true));
    document.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(thrown).toEqual([]);
    expect(reached).toBe(true);
  });
});

describe('modified clicks', () => {
  it('leaves a Ctrl-click made while the chunk loads to the browser', async () => {
    const definition: HookDefinition = { wake: 'interaction', load: () => new Promise(() => undefined) };
    document.body.innerHTML = '<a data-island="slow" href="/tabela-rozmiarow">Tabela</a>';
    start({ slow: definition });
    const link = document.querySelector('a')!;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.addEventListener('click', (event) => event.preventDefault());
    let reachedPage = false;
    document.body.addEventListener('click', () => (reachedPage = true));
    link.dispatchEvent(ctrlClick);
    expect(reachedPage).toBe(true);
  });
});
