// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { effectIsland, flush, runtimeUnderTest, slowIsland, type TestMount } from '../../test-support/runtime-under-test';
import { integer, string } from './schema';
import type { HookDefinition } from './types';

const { errors, start } = runtimeUnderTest();

function fakeIsland(mount: TestMount): HookDefinition {
  return { wake: 'load', load: async () => effectIsland(mount, { label: string('x') }) };
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

  it('reports an unknown island once, with the name it most likely meant, and leaves the others working', async () => {
    const mount = vi.fn();
    document.body.innerHTML = '<div data-island="fak"></div><div data-island="fake"></div><div data-island="nope"></div>';
    start({ fake: fakeIsland(mount), 'fake-box': fakeIsland(mount) });
    await vi.waitFor(() => expect(errors).toHaveLength(2));
    expect(errors).toEqual([
      '[storefront] island "fak" on <div>: unknown island; did you mean "fake"? known: fake, fake-box',
      '[storefront] island "nope" on <div>: unknown island; known: fake, fake-box',
    ]);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('leaves a hook with a malformed attribute inert once its chunk, which carries the schema, arrives: naming the attribute, mounting nothing', async () => {
    const mount = vi.fn();
    document.body.innerHTML = '<p class="x" data-island="sized" data-size="duży">Rozmiar</p>';
    start({ sized: { wake: 'load', load: async () => effectIsland(mount, { size: integer() }) } });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(mount).not.toHaveBeenCalled();
    expect(errors).toEqual(['[storefront] island "sized" on <p.x>: bad attributes, island left inert: data-size="duży" is not a valid integer']);
    expect(document.body.innerHTML).toBe('<p class="x" data-island="sized" data-size="duży" data-island-state="invalid">Rozmiar</p>');
  });

  it("finds a malformed attribute when the hook wakes, not before: a hook waiting for a touch is checked at the touch, and the click it held goes to the page", async () => {
    const mount = vi.fn();
    const clicks: string[] = [];
    document.body.innerHTML = '<button data-island="sized" data-size="duży">Rozmiar</button>';
    document.body.addEventListener('click', () => clicks.push('page'));
    start({ sized: { wake: 'interaction', load: async () => effectIsland(mount, { size: integer() }) } });
    const button = document.querySelector('button')!;
    await flush();
    expect(errors).toEqual([]);
    expect(button.getAttribute('data-island-state')).toBe('waiting');
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('data-island-state')).toBe('invalid'));
    expect(errors).toEqual(['[storefront] island "sized" on <button>: bad attributes, island left inert: data-size="duży" is not a valid integer']);
    await vi.waitFor(() => expect(clicks).toEqual(['page']));
    expect(mount).not.toHaveBeenCalled();
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
