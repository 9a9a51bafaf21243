// @vitest-environment happy-dom
import { URLPattern } from 'urlpattern-polyfill/urlpattern';
import { describe, expect, it } from 'vitest';
import { mayPrefetch, PRERENDERED_LINKS, prerenderFolders, speculationRules, themePaths, type SpeculationRules } from './speculation-rules';

const SHOP = 'https://sklep.example';
const THEME_PATHS = ['/promocje/*', '/konkurs'];
/** The page the rules are made on: a listing, whose own links the listing swap fetches ahead itself. */
const HERE = '/kategoria/buty';

type Predicate = SpeculationRules['prefetch'][number]['where'];

/**
 * Whether a document rule's `where` selects `link`, as the Speculation Rules spec reads it: URL patterns
 * resolved against the page (a dictionary inherits the page's components before the first it names).
 */
function selects(where: Predicate, link: HTMLAnchorElement): boolean {
  if ('and' in where) return where.and.every((predicate) => selects(predicate, link));
  if ('or' in where) return where.or.some((predicate) => selects(predicate, link));
  if ('not' in where) return !selects(where.not, link);
  if ('selector_matches' in where) return link.matches(where.selector_matches);
  return new URLPattern(where.href_matches, `${SHOP}/`).test(link.href);
}

/** A link as a page holds it, `attributes` on it and `around` on its parent. */
function linkTo(href: string, attributes: Record<string, string> = {}, around: Record<string, string> = {}): HTMLAnchorElement {
  const parent = document.createElement('div');
  Object.entries(around).forEach(([name, value]) => parent.setAttribute(name, value));
  const link = document.createElement('a');
  link.href = new URL(href, SHOP).href;
  Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value));
  parent.append(link);
  return link;
}

/**
 * What happens to `link` ahead of a click, on a page whose marked links are `marked` (by default the
 * link itself, when it is marked): both rules (JSON round-tripped, as the browser reads them) and the fallback.
 */
function fate(link: HTMLAnchorElement, marked: readonly HTMLAnchorElement[] = link.matches(PRERENDERED_LINKS) ? [link] : []) {
  const folders = prerenderFolders(marked.map((each) => each.href), SHOP);
  const rules = JSON.parse(JSON.stringify(speculationRules(THEME_PATHS, HERE, folders))) as SpeculationRules;
  return {
    prefetched: rules.prefetch.some((rule) => selects(rule.where, link)),
    prerendered: rules.prerender.some((rule) => selects(rule.where, link)),
    fallback: mayPrefetch(link, new URL(link.href), SHOP, THEME_PATHS, folders),
  };
}

const NEVER = { prefetched: false, prerendered: false, fallback: false };

/** Every shape of URL that shows a page holding or changing the shopper's state, or acts on a GET. */
const STATEFUL_URLS = [
  '/koszyk', '/koszyk/', '/Koszyk', '/KOSZYK?punkt=A1', '/koszyk.aspx', '/motyw-2/koszyk', '/koszyk#lines',
  '/zamowienie/krok-2', '/Zamowienie/Krok-2', '/motyw-2/zamowienie/krok-2',
  '/konto/zamowienia', '/konto/zapisane-koszyki', '/motyw-2/konto/zamowienia', '/KONTO',
  '/logowanie', '/logowanie?powrot=/koszyk', '/wyloguj', '/Wyloguj.aspx', '/motyw-2/wyloguj',
  '/dane/source/kurtka-1.jpg',
  '/produkt/12?add=1', '/produkt/12?ADD=1', '/produkt/12?Add', '/produkt/12?add&x=1', '/kategoria/odziez?page=2&add=12',
  '/produkt/12?addToCart=12', '/produkt/12?add-to-cart=12', '/?add_to_cart=12&quantity=2',
  '/?remove=3', '/?Remove_Item=3', '/?x=1&removeLine=3', '/?delete=4', '/?dodaj=5', '/?usun=6', '/?usu%C5%84=6', '/?usuń=6',
  '/?action=anything', '/Default.aspx?Action=AddCart', '/?logout', '/?logout=1', '/?wyloguj=1',
  '/promocje/zimowe', '/Promocje/zimowe?page=2', '/konkurs', '/KONKURS',
  `https://inny-sklep.example/produkt/12`, `http://sklep.example/produkt/12`,
];

describe('the speculation rules and the fallback', () => {
  it.each(STATEFUL_URLS)('never fetch ahead %s, even a link marked for prerendering', (href) => {
    expect(fate(linkTo(href, { 'data-prerender': '' }))).toEqual(NEVER);
    expect(fate(linkTo(href, {}, { 'data-prerender': '' }))).toEqual(NEVER);
  });

  it.each([
    ['rel', 'nofollow'], ['rel', 'external NoFollow'], ['target', '_blank'], ['target', '_self'], ['download', ''], ['download', 'katalog.pdf'], ['data-no-prefetch', ''],
  ])('never fetch ahead a link with %s="%s"', (name, value) => {
    expect(fate(linkTo('/produkt/12-kurtka', { [name]: value, 'data-prerender': '' }))).toEqual(NEVER);
  });

  it('never fetch ahead a link that is a hook (a pop-up\'s trigger): an island takes its click over', () => {
    expect(fate(linkTo('/tabela-rozmiarow', { 'data-island': 'popup', 'data-prerender': '' }))).toEqual(NEVER);
    expect(fate(linkTo('/kontakt?produkt=3', { 'data-island': 'question-form' }, { 'data-prerender': '' }))).toEqual(NEVER);
  });

  it.each(['/produkt/12-kurtka', '/kategoria/odziez?page=2&sort=price', '/motyw-2/kategoria/odziez', '/?padding=1', '/szukaj?q=address', '/kontakt?produkt=3', '/promocje', '/konkursy', '/kontakt'])(
    'prefetch %s on hover, and prerender it on press only from a link marked so',
    (href) => {
      expect(fate(linkTo(href))).toEqual({ prefetched: true, prerendered: false, fallback: false });
      expect(fate(linkTo(href, { 'data-prerender': '' }))).toEqual({ prefetched: true, prerendered: true, fallback: true });
      expect(fate(linkTo(href, {}, { 'data-prerender': '' }))).toEqual({ prefetched: true, prerendered: true, fallback: true });
    },
  );

  it('prerender every page in the folder of a marked link, a link added later and unmarked included, and no page outside it', () => {
    const marked = [linkTo('/produkt/12-kurtka', {}, { 'data-prerender': '' }), linkTo('/motyw-2/kategoria/odziez', { 'data-prerender': '' })];
    expect(prerenderFolders([...marked.map((link) => link.href), 'https://inny.example/produkt/1', '/kontakt'], SHOP)).toEqual(['/kontakt', '/motyw-2/kategoria/', '/produkt/']);
    const prerendered = (href: string) => fate(linkTo(href), marked).prerendered;
    expect(['/produkt/99-namiot', '/produkt/99-namiot?wariant=3', '/motyw-2/kategoria/buty'].map(prerendered)).toEqual([true, true, true]);
    expect(['/produkty', '/motyw-2/produkt/99-namiot', '/kategoria/buty', '/faq'].map(prerendered)).toEqual([false, false, false, false]);
  });

  it('prerender a marked top-level page alone, never the whole shop, and nothing at all without a marked link', () => {
    const contact = [linkTo('/kontakt', { 'data-prerender': '' })];
    expect(fate(linkTo('/kontakt'), contact).prerendered).toBe(true);
    expect(fate(linkTo('/faq'), contact).prerendered).toBe(false);
    expect(speculationRules([], HERE, []).prerender).toEqual([]);
  });

  it('read a folder as a URL holds it: its characters are themselves, not a pattern', () => {
    const marked = [linkTo('/wyprzedaż.(2026)/kurtka', { 'data-prerender': '' })];
    expect(fate(linkTo('/wyprzeda%C5%BC.(2026)/buty'), marked).prerendered).toBe(true);
    expect(fate(linkTo('/wyprzedazX(2026)/buty'), marked).prerendered).toBe(false);
  });

  it.each(['/kategoria/buty', '/kategoria/buty?page=2', '/kategoria/buty?producer=3&sort=price'])('leave %s, this page with any query, to the listing swap', (href) => {
    expect(fate(linkTo(href)).prefetched).toBe(false);
    expect(fate(linkTo(href, { 'data-prerender': '' })).prerendered).toBe(false);
  });

  it('prefetch on hover (moderate) and prerender on press (conservative), from the page’s links', () => {
    const rules = speculationRules([], HERE, ['/produkt/']);
    expect(rules.prefetch.map((rule) => [rule.source, rule.eagerness])).toEqual([['document', 'moderate']]);
    expect(rules.prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([['document', 'conservative']]);
  });
});

describe("a theme's data-no-prefetch paths", () => {
  it('keeps the same-origin paths and sets the rest apart', () => {
    expect(themePaths(' /promocje/*  /konkurs\n/pl/%C5%9Bwi%C4%99ta ')).toEqual({ paths: ['/promocje/*', '/konkurs', '/pl/święta'], rejected: [] });
    expect(themePaths('https://sklep.example/promocje //cdn.example/x /\\inny.example promocje /szukaj?q=x /faq#a /%E0%A4%A /ok')).toEqual({
      paths: ['/ok'],
      rejected: ['https://sklep.example/promocje', '//cdn.example/x', '/\\inny.example', 'promocje', '/szukaj?q=x', '/faq#a', '/%E0%A4%A'],
    });
    expect(themePaths(null)).toEqual({ paths: [], rejected: [] });
  });

  it('matches a path as a URL holds it, ASCII letters and percent escapes in any case, and regular expression characters as themselves', () => {
    const rules = speculationRules(['/pl/święta', '/a.b(c)'], HERE);
    const prefetched = (href: string) => rules.prefetch.some((rule) => selects(rule.where, linkTo(href)));
    expect(['/pl/święta', '/PL/%c5%9bWI%c4%99TA', '/a.b(c)'].map(prefetched)).toEqual([false, false, false]);
    expect(['/aXb(c)', '/pl/swieta'].map(prefetched)).toEqual([true, true]);
  });
});
