// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOVER_MS, speculate } from './speculation';
import { speculationRules } from './speculation-rules';

/** The browser as speculate() asks it: Speculation Rules, `<link rel="prefetch">`, the network and memory. */
function browser({ rules = true, prefetchHints = true, connection = {}, deviceMemory }: { rules?: boolean; prefetchHints?: boolean; connection?: object; deviceMemory?: number } = {}) {
  Object.defineProperty(HTMLScriptElement, 'supports', { value: (type: string) => rules && type === 'speculationrules', configurable: true });
  const tokenList = Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList;
  vi.spyOn(tokenList, 'supports').mockImplementation((token) => prefetchHints && token === 'prefetch');
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection, deviceMemory }));
}

const rulesScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type=speculationrules]')];
const prefetchHints = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((link) => new URL(link.href).pathname + new URL(link.href).search);

afterEach(() => {
  rulesScripts().forEach((script) => script.remove());
  document.body.removeAttribute('data-no-prefetch');
  Reflect.deleteProperty(HTMLScriptElement, 'supports');
});

describe('speculate, where the browser has Speculation Rules', () => {
  it("inserts one script of the page's rules", () => {
    browser();
    speculate();
    expect(rulesScripts()).toHaveLength(1);
    expect(JSON.parse(rulesScripts()[0]!.textContent!)).toEqual(JSON.parse(JSON.stringify(speculationRules([], location.pathname))));
  });

  it('names the pages to prerender by the folders the marked links lead to, read from the page once', () => {
    browser();
    document.body.innerHTML = '<ul data-prerender><li><a href="/produkt/12-kurtka">Kurtka</a></li><li><a href="/produkt/13-buty">Buty</a></li></ul><a data-prerender href="/kategoria/odziez">Odzież</a>';
    speculate();
    expect(JSON.parse(rulesScripts()[0]!.textContent!)).toEqual(JSON.parse(JSON.stringify(speculationRules([], location.pathname, ['/kategoria/', '/produkt/']))));
    expect(rulesScripts()[0]!.textContent).not.toContain('data-prerender');
    document.body.innerHTML = '';
  });

  it("adds the theme's paths to the deny list, and says in one line which entries it ignored", () => {
    browser();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.setAttribute('data-no-prefetch', '/promocje/* https://inny.example/x //cdn.example/y /konkurs');
    speculate();
    expect(JSON.parse(rulesScripts()[0]!.textContent!)).toEqual(JSON.parse(JSON.stringify(speculationRules(['/promocje/*', '/konkurs'], location.pathname))));
    expect(error.mock.calls).toEqual([['[storefront] <body data-no-prefetch>: "https://inny.example/x", "//cdn.example/y" not a same-origin path (/…), ignored']]);
  });

  it.each([
    ['a shopper who asked to save data', { connection: { saveData: true } }],
    ['2G', { connection: { effectiveType: '2g' } }],
    ['slow 2G', { connection: { effectiveType: 'slow-2g' } }],
    ['2 GB of memory', { deviceMemory: 2 }],
    ['less', { deviceMemory: 0.5 }],
  ])('fetches nothing ahead for %s', (_, conditions) => {
    browser(conditions);
    speculate();
    expect(rulesScripts()).toEqual([]);
  });

  it('fetches ahead on 3G and with 4 GB', () => {
    browser({ connection: { effectiveType: '3g', saveData: false }, deviceMemory: 4 });
    speculate();
    expect(rulesScripts()).toHaveLength(1);
  });
});

describe('speculate, where the browser has no Speculation Rules', () => {
  const links: Record<string, HTMLAnchorElement> = {};

  beforeAll(() => {
    document.body.innerHTML = `
      <ul data-prerender><li><a id="card" href="/produkt/12-kurtka"><img alt="Kurtka"> <span>Kurtka</span></a></li>
        <li><a id="card-2" href="/produkt/13-buty">Buty</a></li><li><a id="card-3" href="/produkt/14-czapka">Czapka</a></li>
        <li><a id="cart" href="/koszyk">Koszyk</a></li><li><a id="acts" href="/produkt/15?add=15">Dodaj</a></li></ul>
      <a id="faq" href="/faq">FAQ</a>`;
    for (const link of document.querySelectorAll('a')) links[link.id] = link;
    browser({ rules: false });
    speculate();
    vi.useFakeTimers();
  });
  afterEach(() => vi.clearAllTimers());
  afterAll(() => vi.useRealTimers());

  const hover = (link: Element) => link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));

  it(`prefetches a product link the pointer rests on ${HOVER_MS} ms, once, moving over its children included`, () => {
    hover(links.card!);
    vi.advanceTimersByTime(HOVER_MS - 10);
    hover(links.card!.querySelector('span')!);
    vi.advanceTimersByTime(10);
    expect(prefetchHints()).toEqual(['/produkt/12-kurtka']);
    hover(document.body);
    hover(links.card!);
    vi.advanceTimersByTime(HOVER_MS);
    expect(prefetchHints()).toEqual(['/produkt/12-kurtka']);
  });

  it(`prefetches nothing when the pointer leaves before ${HOVER_MS} ms`, () => {
    hover(links['card-2']!);
    vi.advanceTimersByTime(HOVER_MS - 1);
    hover(document.body);
    vi.advanceTimersByTime(HOVER_MS);
    expect(prefetchHints()).not.toContain('/produkt/13-buty');
  });

  it('prefetches a product link a finger touches, at once', () => {
    links['card-3']!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetchHints()).toContain('/produkt/14-czapka');
  });

  it('prefetches no link the deny list holds, and no link that is not a product or category one', () => {
    for (const id of ['cart', 'acts', 'faq']) {
      hover(links[id]!);
      vi.advanceTimersByTime(HOVER_MS);
      links[id]!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    }
    expect(prefetchHints()).toEqual(['/produkt/12-kurtka', '/produkt/14-czapka']);
  });
});

describe('speculate, on a Safari-like engine (neither Speculation Rules nor prefetch hints)', () => {
  it('does nothing: no rules, no hint on hover or touch', () => {
    document.body.innerHTML = '<a data-prerender href="/produkt/16-plecak">Plecak</a>';
    const addListener = vi.spyOn(document, 'addEventListener');
    browser({ rules: false, prefetchHints: false });
    speculate();
    expect(rulesScripts()).toEqual([]);
    expect(addListener).not.toHaveBeenCalled();
  });
});
