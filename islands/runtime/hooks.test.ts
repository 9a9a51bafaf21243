// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { effectIsland, flush, runtimeUnderTest, type TestMount } from './runtime-under-test';
import { integer, string, type Schema } from './schema';
import { createElement, useEffect, useState } from 'react';
import type { HookDefinition, IslandProps, ReactIslandModule } from './types';

const { errors, start } = runtimeUnderTest();

function fakeIsland(mount: TestMount): HookDefinition<Schema> {
  return { wake: 'load', schema: { label: string('x') }, load: async () => effectIsland(mount) };
}

/** An island whose chunk arrives only when the test calls `release`. */
function slowIsland(wake: HookDefinition<Schema>['wake'], mount: TestMount) {
  let release!: () => void;
  const definition: HookDefinition<Schema> = {
    wake,
    schema: {},
    load: () => new Promise((resolve) => (release = () => resolve(effectIsland(mount)))),
  };
  return { definition, release: () => release() };
}

describe('startIslands', () => {
  it('mounts each hook with its parsed props and marks it mounted', async () => {
    const mount = vi.fn();
    document.body.innerHTML = '<div id="a" data-island="fake" data-label="Ala"></div>';
    start({ fake: fakeIsland(mount) });
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]![1]).toEqual({ label: 'Ala' });
    expect(document.getElementById('a')!.getAttribute('data-island-state')).toBe('mounted');
  });

  it('reports an unknown island once and leaves the others working', async () => {
    const mount = vi.fn();
    document.body.innerHTML = '<div data-island="nope"></div><div data-island="fake"></div>';
    start({ fake: fakeIsland(mount) });
    await flush();
    expect(errors).toEqual(['[storefront] island "nope" on <div>: unknown island; known: fake']);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('leaves a hook with a malformed attribute inert, naming the attribute, and loads nothing for it', async () => {
    const load = vi.fn();
    const definition: HookDefinition<Schema> = { wake: 'load', schema: { size: integer() }, load };
    document.body.innerHTML = '<p class="x" data-island="sized" data-size="duży"></p>';
    start({ sized: definition });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(errors).toEqual(['[storefront] island "sized" on <p.x>: bad attributes, island left inert: data-size="duży" is not a valid integer']);
    expect(document.querySelector('p')!.getAttribute('data-island-state')).toBe('invalid');
  });

  it('keeps other islands working when one throws while mounting', async () => {
    const good = vi.fn();
    document.body.innerHTML = '<div data-island="bad"></div><div data-island="good"></div>';
    start(
      {
        bad: fakeIsland(() => {
          throw new Error('boom');
        }),
        good: fakeIsland(good),
      },
    );
    await flush();
    expect(good).toHaveBeenCalledTimes(1);
    expect(errors).toEqual(['[storefront] island "bad" on <div>: could not start; the server markup stays: boom']);
    expect(document.querySelector('[data-island=bad]')!.getAttribute('data-island-state')).toBe('failed');
  });

  it('mounts hooks swapped in later and unmounts removed ones', async () => {
    const unmount = vi.fn();
    const mount = vi.fn(() => unmount);
    start({ fake: fakeIsland(mount) });
    const part = document.createElement('section');
    part.innerHTML = '<div data-island="fake"></div><div><span data-island="fake"></span></div>';
    document.body.append(part);
    await flush();
    expect(mount).toHaveBeenCalledTimes(2);
    part.remove();
    await flush();
    expect(unmount).toHaveBeenCalledTimes(2);
  });

  it('does not mount a hook removed before its chunk arrived', async () => {
    const mount = vi.fn();
    const { definition, release } = slowIsland('load', mount);
    document.body.innerHTML = '<div data-island="slow"></div>';
    start({ slow: definition });
    await flush();
    document.body.innerHTML = '';
    await flush();
    release();
    await flush();
    expect(mount).not.toHaveBeenCalled();
  });

  it('holds a click made while an interaction island loads and replays it on the woken island', async () => {
    const clicks: string[] = [];
    const { definition, release } = slowIsland('interaction', (element) => element.addEventListener('click', () => clicks.push('island')));
    document.body.innerHTML = '<button data-island="late">Otwórz</button>';
    document.body.addEventListener('click', () => clicks.push('page'));
    start({ late: definition });
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    expect(clicks).toEqual([]);
    release();
    await flush();
    expect(clicks).toEqual(['island', 'page']);
  });
});

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

describe('React islands', () => {
  /** A server <details> whose summary the island draws again, with a click counter on it. */
  function Summary({ summary, context }: { summary: Element } & IslandProps) {
    const [clicks, setClicks] = useState(0);
    return createElement('summary', { className: summary.className, 'data-clicks': clicks, onClick: () => setClicks((n) => n + 1) }, context.name);
  }
  const reactIsland = (load: () => Promise<ReactIslandModule<object, { summary: Element }>>): HookDefinition<Schema> =>
    ({ wake: 'interaction', schema: {}, load }) as unknown as HookDefinition<Schema>;

  it('renders the component with its parsed attributes and what it read from the markup', async () => {
    document.body.innerHTML = '<details data-island="faq-item"><summary class="q">Pytanie</summary></details>';
    const read = vi.fn((element: HTMLElement) => ({ summary: element.querySelector('summary')! }));
    start({ 'faq-item': reactIsland(async () => ({ default: Summary, read })) });
    const details = document.querySelector('details')!;
    details.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(read).toHaveBeenCalledWith(details, {});
    expect(details.querySelector('summary')!.textContent).toBe('faq-item');
    expect(details.getAttribute('data-island-state')).toBe('mounted');
  });

  it('unmounts the root of a hook that leaves the page, so its effects clean up', async () => {
    const cleanups: string[] = [];
    function Watcher() {
      useEffect(() => () => void cleanups.push('cleaned'), []);
      return null;
    }
    document.body.innerHTML = '<div id="part"><div data-island="watcher"></div></div>';
    const watcher = { wake: 'load', schema: {}, load: async () => ({ default: Watcher }) } as unknown as HookDefinition<Schema>;
    start({ watcher });
    await flush();
    expect(document.querySelector('[data-island]')!.getAttribute('data-island-state')).toBe('mounted');
    document.getElementById('part')!.remove();
    await flush();
    expect(cleanups).toEqual(['cleaned']);
  });

  it('marks a hook failed, with its server markup, when its component crashes in the first render', async () => {
    function Broken(): never {
      throw new Error('no price in answer');
    }
    document.body.innerHTML = '<div data-island="broken"><a href="/produkt">Produkt</a></div>';
    const broken = { wake: 'load', schema: {}, load: async () => ({ default: Broken }) } as unknown as HookDefinition<Schema>;
    start({ broken });
    await flush();
    const hook = document.querySelector('[data-island]')!;
    expect(hook.getAttribute('data-island-state')).toBe('failed');
    expect(hook.innerHTML).toBe('<a href="/produkt">Produkt</a>');
    expect(errors).toEqual(['[storefront] island "broken" on <div>: could not start; the server markup stays: no price in answer']);
  });

  it('replays a held click on the element the island drew in place of the one clicked', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    document.body.innerHTML = '<details data-island="late"><summary class="q">Pytanie</summary></details>';
    const read = (element: HTMLElement) => ({ summary: element.querySelector('summary')! });
    start({ late: reactIsland(() => loaded.then(() => ({ default: Summary, read }))) });
    const serverSummary = document.querySelector('summary')!;
    serverSummary.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    serverSummary.click();
    release();
    await flush();
    const drawn = document.querySelector('summary')!;
    expect(drawn).not.toBe(serverSummary);
    expect(drawn.getAttribute('data-clicks')).toBe('1');
  });

  it('finds the redrawn element within the innermost loading hook, while a hook around it draws more', async () => {
    let releaseInner!: () => void;
    let releaseOuter!: () => void;
    const innerLoaded = new Promise<void>((resolve) => (releaseInner = resolve));
    const outerLoaded = new Promise<void>((resolve) => (releaseOuter = resolve));
    /** Draws a new element before its server children, which stay the same nodes. */
    function Growing({ context }: IslandProps) {
      useEffect(() => void context.element.prepend(document.createElement('span')), [context]);
      return null;
    }
    document.body.innerHTML = '<div data-island="outer"><p>Filtry</p><details data-island="late"><summary class="q">Pytanie</summary></details></div>';
    const outer = { wake: 'load', schema: {}, load: () => outerLoaded.then(() => ({ default: Growing, drawsNothing: true })) } as unknown as HookDefinition<Schema>;
    const read = (element: HTMLElement) => ({ summary: element.querySelector('summary')! });
    start({ outer, late: reactIsland(() => innerLoaded.then(() => ({ default: Summary, read }))) });
    // The outer hook starts loading first, as a listing does before a shopper touches a card.
    await flush();
    const serverSummary = document.querySelector('summary')!;
    serverSummary.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    serverSummary.click();
    releaseOuter();
    await flush();
    releaseInner();
    await flush();
    expect(document.querySelector('summary')!.getAttribute('data-clicks')).toBe('1');
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
    const definition: HookDefinition<Schema> = { wake: 'interaction', schema: {}, load: () => new Promise(() => undefined) };
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
