// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { flush, reaches, runtimeUnderTest } from '../../test-support/runtime-under-test';
import { createElement, useEffect, useState } from 'react';
import { Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useAwake } from '../../shared/ui/awake';
import type { HookDefinition, IslandModule, IslandProps } from './types';

const { errors, start } = runtimeUnderTest();

describe('React islands', () => {
  /** A server <details> whose summary the island adopts, with a click counter on it once awake. */
  function Summary({ summary }: { summary: Element } & IslandProps) {
    const [clicks, setClicks] = useState(0);
    const awake = useAwake();
    return adoptNodes([summary], new Map([[summary, createElement(Adopt, { node: summary, 'data-clicks': awake ? clicks : undefined, onClick: () => setClicks((n) => n + 1) })]]));
  }
  const reactIsland = (load: () => Promise<IslandModule<Record<never, never>, { summary: Element }>>): HookDefinition =>
    ({ wake: 'interaction', load }) as unknown as HookDefinition;

  it('renders the component with its parsed attributes and what it read from the markup', async () => {
    document.body.innerHTML = '<details data-island="faq-item"><summary class="q">Pytanie</summary></details>';
    const read = vi.fn((element: HTMLElement) => ({ summary: element.querySelector('summary')! }));
    start({ 'faq-item': reactIsland(async () => ({ schema: {}, default: Summary, read })) });
    const details = document.querySelector('details')!;
    details.dispatchEvent(new Event('focusin', { bubbles: true }));
    await reaches(details, 'mounted');
    expect(read).toHaveBeenCalledWith(details, {});
    expect(details.querySelector('summary')!.getAttribute('data-clicks')).toBe('0');
  });

  it('unmounts the root of a hook that leaves the page, so its effects clean up', async () => {
    const cleanups: string[] = [];
    function Watcher() {
      useEffect(() => () => void cleanups.push('cleaned'), []);
      return null;
    }
    document.body.innerHTML = '<div id="part"><div data-island="watcher"></div></div>';
    const watcher = { wake: 'load', load: async () => ({ schema: {}, default: Watcher }) } satisfies HookDefinition;
    start({ watcher });
    await reaches(document.querySelector('[data-island]')!, 'mounted');
    document.getElementById('part')!.remove();
    await flush();
    expect(cleanups).toEqual(['cleaned']);
  });

  it('marks a hook failed, with its server markup, when its component crashes in the first render', async () => {
    function Broken(): never {
      throw new Error('no price in answer');
    }
    document.body.innerHTML = '<div data-island="broken"><a href="/produkt">Produkt</a></div>';
    const broken = { wake: 'load', load: async () => ({ schema: {}, default: Broken }) } satisfies HookDefinition;
    start({ broken });
    const hook = document.querySelector('[data-island]')!;
    await reaches(hook, 'failed');
    expect(hook.innerHTML).toBe('<a href="/produkt">Produkt</a>');
    expect(errors).toEqual(['[storefront] island "broken" on <div>: could not start; the server markup stays: no price in answer']);
  });

  it('replays a held click on the very element clicked, which the island adopted', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    document.body.innerHTML = '<details data-island="late"><summary class="q">Pytanie</summary></details>';
    const read = (element: HTMLElement) => ({ summary: element.querySelector('summary')! });
    start({ late: reactIsland(() => loaded.then(() => ({ schema: {}, default: Summary, read }))) });
    const serverSummary = document.querySelector('summary')!;
    serverSummary.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    serverSummary.click();
    release();
    // A mount takes a chunk import and a task of its own: on a busy machine, longer than a flush.
    await vi.waitFor(() => expect(serverSummary.getAttribute('data-clicks')).toBe('1'));
    expect(document.querySelector('summary')).toBe(serverSummary);
  });

  it('replays a click held by an inner hook after the hook around it drew more', async () => {
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
    const outer = { wake: 'load', load: () => outerLoaded.then(() => ({ schema: {}, default: Growing, drawsNothing: true as const })) } satisfies HookDefinition;
    const read = (element: HTMLElement) => ({ summary: element.querySelector('summary')! });
    start({ outer, late: reactIsland(() => innerLoaded.then(() => ({ schema: {}, default: Summary, read }))) });
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
