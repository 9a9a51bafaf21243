// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServerElement } from '../../shared/ui/server-nodes';
import { testContext } from '../test-context';
import { mountIsland, mountModule, pressEnded } from './react-root';
import type { IslandProps } from './types';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function Broken(): never {
  throw new Error('no price in answer');
}

function Counter({ label }: { label: string } & IslandProps) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

function Redrawn({ node }: { node: Element } & IslandProps) {
  return <ServerElement node={node} />;
}

describe('mountIsland', () => {
  it('renders the island on its hook at once, and unmounting empties it', () => {
    const hook = document.createElement('div');
    hook.innerHTML = '<p>Serwer</p>';
    document.body.append(hook);
    const unmount = mountIsland(hook, Counter, { label: 'Koszyk' }, testContext(hook));
    expect(hook.textContent).toBe('Koszyk: 0');
    hook.querySelector('button')!.click();
    unmount();
    expect(hook.textContent).toBe('');
  });

  it('keeps focus on the element now at the same place, when the redraw replaced the focused one', () => {
    const hook = document.createElement('div');
    hook.innerHTML = '<div class="box"><a href="/a">A</a><a href="/b">B</a></div>';
    document.body.append(hook);
    const box = hook.querySelector('.box')!;
    hook.querySelectorAll('a')[1]!.focus();
    mountIsland(hook, Redrawn, { node: box }, testContext(hook));
    expect(hook.querySelector('.box')).not.toBe(box);
    expect(document.activeElement?.textContent).toBe('B');
  });

  it('gives focus back to the very node when the island kept it, even with new elements drawn before it', () => {
    const hook = document.createElement('div');
    hook.innerHTML = '<ul><li><a href="/1">1</a></li><li><a href="/2">2</a></li></ul>';
    document.body.append(hook);
    const list = hook.querySelector('ul')!;
    const second = hook.querySelectorAll('a')[1]!;
    second.focus();
    function WithControls({ node }: { node: Element } & IslandProps) {
      return (
        <>
          <button type="button">‹</button>
          <ServerElement node={node} />
        </>
      );
    }
    mountIsland(hook, WithControls, { node: list }, testContext(hook));
    expect(document.activeElement).toBe(second);
  });

  it('throws a first-render crash for the runtime to report, with the server markup and focus back', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = document.createElement('div');
    broken.innerHTML = '<a href="/produkt">Produkt</a>';
    const link = broken.firstChild as HTMLAnchorElement;
    document.body.append(broken);
    link.focus();
    const context = testContext(broken, 'broken');
    expect(() => mountIsland(broken, Broken, {}, context)).toThrow('no price in answer');
    expect(broken.firstChild).toBe(link);
    expect(document.activeElement).toBe(link);
    // The runtime reports it, in its one line: React's own logging of a caught error is off.
    expect(context.report).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('contains a later render error to its own island, reports it once, and puts the server markup back', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BreaksOnClick() {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('no price in answer');
      return (
        <button type="button" onClick={() => setBroken(true)}>
          Cena
        </button>
      );
    }
    const breaking = document.createElement('div');
    breaking.innerHTML = '<a href="/produkt">Produkt</a>';
    const link = breaking.firstChild;
    const healthy = document.createElement('div');
    document.body.append(breaking, healthy);
    const context = testContext(breaking, 'breaking');
    mountIsland(breaking, BreaksOnClick, {}, context);
    mountIsland(healthy, Counter, { label: 'Działa' }, testContext(healthy, 'healthy'));
    breaking.querySelector('button')!.click();
    await settle();
    expect(context.report).toHaveBeenCalledTimes(1);
    expect(context.report).toHaveBeenCalledWith('crashed while rendering; the server markup is back', expect.objectContaining({ message: 'no price in answer' }));
    expect(breaking.firstChild).toBe(link);
    expect(breaking.getAttribute('data-island-state')).toBe('failed');
    expect(healthy.textContent).toBe('Działa: 0');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('pressEnded', () => {
  it('waits, while a button is held on the hook, for the release and the task that dispatches its click', async () => {
    const hook = document.createElement('div');
    document.body.append(hook);
    const active = vi.spyOn(hook, 'matches').mockReturnValue(true);
    let ended = false;
    const waiting = pressEnded(hook).then(() => (ended = true));
    await settle();
    expect(ended).toBe(false);
    document.dispatchEvent(new Event('pointerup'));
    await waiting;
    expect(ended).toBe(true);
    expect(active).toHaveBeenCalledWith(':active');
  });

  it('waits, too, while a key is held on a button inside the hook (only the button is :active then)', async () => {
    const hook = document.createElement('div');
    hook.innerHTML = '<button type="submit">Do schowka</button>';
    document.body.append(hook);
    const button = hook.querySelector('button')!;
    const active = vi.spyOn(hook, 'querySelector').mockImplementation((selector: string) => (selector === ':active' ? button : null));
    let ended = false;
    const waiting = pressEnded(hook).then(() => (ended = true));
    await settle();
    expect(ended).toBe(false);
    document.dispatchEvent(new Event('keyup'));
    await waiting;
    expect(active).toHaveBeenCalledWith(':active');
  });

  it('does not wait when nothing is pressed', async () => {
    const hook = document.createElement('div');
    await expect(pressEnded(hook)).resolves.toBeUndefined();
  });
});

describe('mountModule', () => {
  it('mounts in a later task than the one that evaluated the chunks, not in its microtasks', async () => {
    const hook = document.createElement('div');
    document.body.append(hook);
    let rendered = false;
    const Probe = () => ((rendered = true), null);
    const mounting = mountModule({ default: Probe, drawsNothing: true }, hook, {}, testContext(hook), () => false, {});
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    expect(rendered).toBe(false);
    (await mounting)!();
    expect(rendered).toBe(true);
  });

  it('mounts an island that draws nothing at once, even while a press is held on its hook', async () => {
    const hook = document.createElement('div');
    document.body.append(hook);
    vi.spyOn(hook, 'matches').mockReturnValue(true);
    const unmount = await mountModule({ default: () => null, drawsNothing: true }, hook, {}, testContext(hook), () => false, {});
    expect(unmount).toBeTypeOf('function');
    unmount!();
  });

  it('waits for a press held on its hook to end before React draws the hook again', async () => {
    const hook = document.createElement('div');
    document.body.append(hook);
    vi.spyOn(hook, 'matches').mockReturnValue(true);
    let mounted = false;
    const mounting = mountModule({ default: () => null }, hook, {}, testContext(hook), () => false, {}).then((unmount) => ((mounted = true), unmount));
    await settle();
    expect(mounted).toBe(false);
    document.dispatchEvent(new Event('pointerup'));
    (await mounting)!();
    expect(mounted).toBe(true);
  });

  it('leaves the hook of an island that draws nothing untouched: its root lives off the page', async () => {
    const hook = document.createElement('div');
    hook.innerHTML = '<ul><li>Karta 1</li><li>Karta 2</li></ul>';
    document.body.append(hook);
    const list = hook.firstElementChild!;
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(hook, { childList: true, subtree: true });
    const effects: string[] = [];
    function Watcher({ context }: IslandProps) {
      useEffect(() => {
        effects.push(context.element.textContent!);
        return () => void effects.push('cleaned');
      }, [context]);
      return null;
    }
    const unmount = await mountModule({ default: Watcher, drawsNothing: true }, hook, {}, testContext(hook), () => false, {});
    await settle();
    expect(hook.firstElementChild).toBe(list);
    expect(Object.keys(hook).some((key) => key.startsWith('__reactContainer$'))).toBe(false);
    expect(effects).toEqual(['Karta 1Karta 2']);
    unmount!();
    expect(effects).toEqual(['Karta 1Karta 2', 'cleaned']);
    expect(mutations).toEqual([]);
    observer.disconnect();
  });
});
