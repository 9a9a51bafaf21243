// @vitest-environment happy-dom
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useAwake } from '../../shared/ui/awake';
import { strict, testContext } from '../../test-support/test-context';
import { adoptedAttributes } from './adopted-hooks';
import { mountIsland, mountModule } from './react-root';
import { integer, string } from './schema';
import type { IslandProps, Unmount } from './types';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The unmount of an island mountModule mounted (neither false, for bad attributes, nor gone). */
async function mounted(mounting: Promise<Unmount | false | undefined>): Promise<Unmount> {
  const unmount = await mounting;
  expect(unmount).toBeTypeOf('function');
  return unmount as Unmount;
}

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

/** Owns its hook's one button, adopted: a count of its clicks once awake, the server's words before. */
function CountsClicks({ button, context }: { button: Element } & IslandProps) {
  const [count, setCount] = useState(0);
  const awake = useAwake();
  const nodes = useMemo(() => [...context.element.childNodes], [context]);
  return adoptNodes(nodes, new Map([[button, <Adopt node={button} data-clicks={awake ? count : undefined} onClick={() => setCount(count + 1)} />]]));
}

/** A hook whose button a theme script already listens to. */
function themeHook(markup = '<p>Tekst</p>\n<button type="button" class="theme-btn"><svg aria-hidden="true"></svg><span>Dodaj</span></button><!-- koniec -->') {
  const hook = document.createElement('div');
  hook.innerHTML = markup;
  document.body.append(hook);
  return hook;
}

describe('mountIsland', () => {
  it('hydrates the hook: every server node stays, focus and a theme listener too, and the island answers', async () => {
    const hook = themeHook();
    const nodes = [...hook.querySelectorAll('*')];
    const button = hook.querySelector('button')!;
    const themeClicks = vi.fn();
    button.addEventListener('click', themeClicks);
    button.focus();
    const unmount = await mountIsland(hook, CountsClicks, { button }, testContext(hook), true);
    expect(nodes.every((node) => node.isConnected)).toBe(true);
    expect(hook.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('data-clicks')).toBe('0');
    button.click();
    await settle();
    expect(button.getAttribute('data-clicks')).toBe('1');
    expect(button.className).toBe('theme-btn');
    expect(button.textContent).toBe('Dodaj');
    expect(themeClicks).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('renders an island that draws nothing in the root it is given, at once', async () => {
    const offPage = document.createElement('div');
    const unmount = await mountIsland(offPage, Counter, { label: 'Koszyk' }, testContext(offPage), false);
    expect(offPage.textContent).toBe('Koszyk: 0');
    unmount();
    expect(offPage.textContent).toBe('');
  });

  it('rejects a first render that differs from the server markup, naming the difference, with the server nodes back', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = themeHook('<p>Serwer</p>');
    const paragraph = hook.firstChild;
    function Other() {
      return <p>Wyspa</p>;
    }
    const context = testContext(hook);
    await expect(mountIsland(hook, Other, {}, context, true)).rejects.toThrow('its first render differs from the server markup (the server has the text "Serwer" in <p>, the island rendered the text "Wyspa"); the server markup is back');
    expect(hook.firstChild).toBe(paragraph);
    expect(hook.textContent).toBe('Serwer');
    consoleError.mockRestore();
  });

  it('rejects a first-render crash for the runtime to report, with the server markup and focus back', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = themeHook('<a href="/produkt">Produkt</a>');
    const link = broken.firstChild as HTMLAnchorElement;
    link.focus();
    const context = testContext(broken, 'broken');
    await expect(mountIsland(broken, Broken, {}, context, true)).rejects.toThrow('no price in answer');
    expect(broken.firstChild).toBe(link);
    link.focus();
    expect(document.activeElement).toBe(link);
    // The runtime reports it, in its one line: React's own logging of a caught error is off.
    expect(context.report).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('contains a later render error to its own island, reports it once, puts the server markup back and tells theme scripts', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function BreaksOnClick({ button }: { button: Element } & IslandProps) {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('no price in answer');
      return adoptNodes([button], new Map([[button, <Adopt node={button} onClick={() => setBroken(true)} />]]));
    }
    const breaking = themeHook('<button type="button">Cena</button>');
    const button = breaking.firstChild as HTMLButtonElement;
    const healthy = document.createElement('div');
    document.body.append(healthy);
    const context = testContext(breaking, 'breaking');
    vi.mocked(context.report).mockReturnValue('crashed while rendering; the server markup is back: no price in answer');
    const told: unknown[] = [];
    breaking.addEventListener('storefront:island', (event) => told.push([event.detail, breaking.getAttribute('data-island-state')]));
    await mountIsland(breaking, BreaksOnClick, { button }, context, true);
    await mountIsland(healthy, Counter, { label: 'Działa' }, testContext(healthy, 'healthy'), false);
    button.click();
    await settle();
    expect(context.report).toHaveBeenCalledTimes(1);
    expect(context.report).toHaveBeenCalledWith('crashed while rendering; the server markup is back', expect.objectContaining({ message: 'no price in answer' }));
    expect(breaking.firstChild).toBe(button);
    expect(breaking.getAttribute('data-island-state')).toBe('failed');
    expect(told).toEqual([[{ name: 'breaking', state: 'failed', reason: 'crashed while rendering; the server markup is back: no price in answer' }, 'failed']]);
    expect(healthy.textContent).toBe('Działa: 0');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('mountModule', () => {
  it("gives the island the hook's attributes parsed with the schema its module exports, and mounts nothing for unusable ones", async () => {
    const hook = document.createElement('div');
    hook.innerHTML = '<span>Kurtka</span>';
    hook.dataset.max = '5';
    document.body.append(hook);
    const seen: object[] = [];
    const Probe = ({ context, ...props }: IslandProps) => (seen.push(props), null);
    const island = { schema: { max: integer(), label: string('Ilość') }, default: Probe, drawsNothing: true as const };
    (await mounted(mountModule(island, hook, testContext(hook), () => false, {}, performance.now())))();
    expect(seen).toEqual([{ max: 5, label: 'Ilość' }]);
    hook.dataset.max = 'pięć';
    expect(await mountModule(island, hook, testContext(hook), () => false, {}, performance.now())).toBe(false);
    expect(seen).toHaveLength(1);
    expect(hook.outerHTML).toBe('<div data-max="pięć"><span>Kurtka</span></div>');
  });

  it('notes a hook whose nodes its root adopts, with its server attributes, for as long as the root holds them', async () => {
    const [adopting, drawingNothing] = ['<div data-max="5" data-island-state="loading"><span>Kurtka</span></div>', '<div></div>'].map((html) => {
      const hook = document.createElement('div');
      document.body.append(hook);
      hook.outerHTML = html;
      return document.body.lastElementChild as HTMLElement;
    }) as [HTMLElement, HTMLElement];
    const island = { schema: { max: integer() }, default: () => adoptNodes([...adopting.childNodes]) };
    const unmount = await mounted(mountModule(island, adopting, testContext(adopting), () => false, {}, performance.now()));
    await mounted(mountModule({ schema: {}, default: () => null, drawsNothing: true }, drawingNothing, testContext(drawingNothing), () => false, {}, performance.now()));
    expect(adoptedAttributes(adopting)).toBe('data-max="5"');
    expect(adoptedAttributes(drawingNothing)).toBeUndefined();
    unmount();
    expect(adoptedAttributes(adopting)).toBeUndefined();
  });

  it('mounts in a later task than the one that evaluated the chunks, not in its microtasks', async () => {
    const hook = document.createElement('div');
    document.body.append(hook);
    let rendered = false;
    const Probe = () => ((rendered = true), null);
    const mounting = mountModule({ schema: {}, default: Probe, drawsNothing: true }, hook, testContext(hook), () => false, {}, performance.now());
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    expect(rendered).toBe(false);
    (await mounted(mounting))();
    expect(rendered).toBe(true);
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
    const unmount = await mounted(mountModule({ schema: {}, default: Watcher, drawsNothing: true }, hook, testContext(hook), () => false, {}, performance.now()));
    await settle();
    expect(hook.firstElementChild).toBe(list);
    expect(Object.keys(hook).some((key) => key.startsWith('__reactContainer$'))).toBe(false);
    expect(effects).toEqual(['Karta 1Karta 2']);
    unmount();
    expect(effects).toEqual(['Karta 1Karta 2', 'cleaned']);
    expect(mutations).toEqual([]);
    observer.disconnect();
  });

  it('measures the island from when boot woke it to mounted, as storefront:<island>, unless its hook left meanwhile', async () => {
    performance.clearMeasures();
    const hook = document.createElement('div');
    document.body.append(hook);
    const woke = performance.now();
    const Quiet = () => null;
    const mount = (gone: boolean) => mountModule({ schema: {}, default: Quiet, drawsNothing: true }, hook, testContext(hook, 'faq'), () => gone, {}, woke);
    (await mounted(mount(false)))();
    const measures = performance.getEntriesByType('measure');
    expect(measures.map((m) => [m.name, m.startTime])).toEqual([['storefront:faq', woke]]);
    expect(await mount(true)).toBeUndefined();
    expect(performance.getEntriesByType('measure')).toHaveLength(1);
  });
});

describe('mountIsland, adopting', () => {
  it('names an element the first render added as that element, not as the text after it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = themeHook('<p>7</p>');
    function AddsAButton() {
      return (
        <>
          <button type="button">+</button>
          <p>7</p>
        </>
      );
    }
    await expect(mountIsland(hook, AddsAButton, {}, testContext(hook), true)).rejects.toThrow('(the island rendered <button>, which the server does not have)');
    consoleError.mockRestore();
  });

  it('gives an adopted element nothing of the island while hydrating, and what it gives once awake', async () => {
    const hook = themeHook('<p class="price price--large">12,00 zł</p>');
    const price = hook.firstElementChild!;
    const seen: (string | null)[] = [];
    function Price() {
      const awake = useAwake();
      seen.push(awake ? 'awake' : price.getAttribute('aria-busy'));
      return <Adopt node={price} className="price is-updating" aria-busy="true">{'15,00 zł'}</Adopt>;
    }
    const unmount = await mountIsland(hook, Price, {}, testContext(hook), true);
    expect(seen[0]).toBeNull();
    expect([price.className, price.getAttribute('aria-busy'), price.textContent]).toEqual(['price is-updating', 'true', '15,00 zł']);
    unmount();
  });

  it('leaves as it came: the server attributes, children and texts of every adopted node, the same nodes', async () => {
    const hook = themeHook('<div class="box" data-theme="x"><p class="price price--large">12,00 <small>zł</small></p><span>Dostępny</span></div>\n<button type="button" class="theme-btn">Dodaj</button>');
    const before = [...hook.querySelectorAll('*')];
    const markup = hook.innerHTML;
    const [box, price, , , button] = before as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    function Changes(_: IslandProps) {
      const [clicked, setClicked] = useState(false);
      return adoptNodes(
        [...hook.childNodes],
        new Map<Element, ReactNode>([
          [
            box,
            <Adopt node={box} className="box is-open" data-theme="y">
              {adoptNodes([...box.childNodes], new Map([[price, <Adopt node={price} hidden>{'15,00 zł'}</Adopt>]]))}
              <Added>
                <p role="alert">Dodano</p>
              </Added>
            </Adopt>,
          ],
          [button, <Adopt node={button} aria-pressed={clicked} onClick={() => setClicked(true)} />],
        ]),
      );
    }
    const unmount = await mountIsland(hook, strict(Changes), {}, testContext(hook), true);
    button.click();
    await settle();
    expect([box.className, box.getAttribute('data-theme'), price.textContent, box.querySelector('[role=alert]') !== null, button.getAttribute('aria-pressed')]).toEqual(['box is-open', 'y', '15,00 zł', true, 'true']);
    unmount();
    expect(hook.innerHTML).toBe(markup);
    expect([...hook.querySelectorAll('*')]).toBeTheSameNodes(before);
  });
});
