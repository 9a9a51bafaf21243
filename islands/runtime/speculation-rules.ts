/**
 * What the page may fetch before the shopper opens it (docs/hooks.md, "Next pages ahead of time"): the
 * Speculation Rules the runtime inserts, and the same deny list for browsers without them. Pure: no
 * DOM is read here, so a test can send every URL shape that must never be fetched through it.
 */

/**
 * The shop's pages that hold or change the shopper's state (the cart, the checkout, the account, login
 * and logout), as path segments under any prefix (a theme's `/motyw-2/koszyk` too), with or without an
 * extension (`/koszyk.aspx`). `dane` is where product images live (spec): a link to one is no page.
 */
export const STATEFUL_PATH_SEGMENTS = ['koszyk', 'zamowienie', 'konto', 'logowanie', 'wyloguj', 'dane'] as const;

/**
 * The query keys that make a GET act rather than show (`?add=12`, `?remove=3`, `?usuń=…`): a key that
 * starts with one of these words, in any letter case, keeps its URL from being fetched ahead.
 */
export const ACTING_QUERY_KEYS = ['add', 'remove', 'delete', 'dodaj', 'usun', 'usuń', 'action', 'logout', 'wyloguj'] as const;

/** A link the theme or the browser marks as not for fetching ahead: the link itself carries it. */
export const OPTED_OUT_LINKS = '[rel~="nofollow" i], [target], [download], [data-no-prefetch]';

/**
 * Links whose click an island takes over: a hook that is a link (a pop-up's or a question form's
 * trigger). Their page is the path without JavaScript; fetched ahead, it would be a request the
 * shopper never makes.
 */
export const ISLAND_LINKS = 'a[data-island], area[data-island]';

/**
 * The links the theme marks as leading to pages worth prerendering: a product card's link, a
 * category's, or any link inside an element so marked (a product grid, a category menu). The rules
 * do not name them by this selector: Chromium then matched it against every link of the page on each
 * style recalculation, which cost a listing of 2,000 cards some 300 ms of it (unthrottled, the same
 * host: 723 ms against 432 without rules; rules naming the same pages by URL, 403 ms). The page is
 * read once instead, for the folders its marked links lead to (prerenderFolders).
 */
export const PRERENDERED_LINKS = 'a[data-prerender], area[data-prerender], [data-prerender] a, [data-prerender] area';

/**
 * The folders of the pages the marked links lead to, as path prefixes (`/produkt/`, `/motyw-2/kategoria/`):
 * every page of the shop under one is prerendered on press, so links a listing swap brings in later
 * count too, and unmarked links to a product page alike. A marked link to a page at the top of the shop
 * (`/kontakt`) names only that page: its folder would be the whole shop. Other origins are left out.
 */
export function prerenderFolders(hrefs: Iterable<string>, origin: string): string[] {
  const folders = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const folder = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    folders.add(folder === '/' ? url.pathname : folder);
  }
  return [...folders].sort();
}

/**
 * The attributes a theme writes for this, for docs/hooks.md and the public surface: where each goes
 * (what the surface versions) and what it does.
 */
export const SPECULATION_ATTRIBUTES = {
  'data-prerender': {
    where: 'a link, or an element around links',
    meaning:
      'The pages those links lead to (a product grid, a category menu) say which are prerendered when pressed: every link to a page in the same folder (`/produkt/…`, `/kategoria/…`), or to that very page when it is at the top of the shop (`/kontakt`). Where the browser has no Speculation Rules, such links are prefetched on intent.',
  },
  'data-no-prefetch': {
    where: 'a link; <body>, with space-separated path patterns',
    meaning: 'On a link: it is never fetched ahead. On `<body>`: same-origin path patterns (`*` stands for any characters, letter case ignored, the query not looked at) whose pages are never fetched ahead.',
  },
} as const;

/** Regular expression syntax in a path: escaped, so a path's `.` or `(` is itself. */
const escapeRegExp = (char: string) => (/[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char);

/**
 * A regular expression source matching `text` as a URL holds it (percent-encoded) in any letter case,
 * as IIS reads paths and query keys; `*` in `text` stands for any characters.
 */
function anyCase(text: string): string {
  return [...encodeURI(text)].map((char) => (char === '*' ? '.*' : /[a-z]/i.test(char) ? `[${char.toLowerCase()}${char.toUpperCase()}]` : escapeRegExp(char))).join('');
}

const either = (sources: readonly string[]) => `(?:${sources.join('|')})`;

/**
 * A path with a segment that starts a stateful page. The deny list's paths are written without their
 * leading `/`, which the rules put before the regexp group: URLPattern resolves a pathname that does
 * not start with `/` against the page's directory.
 */
const STATEFUL_PATH = `(?:.*/)?${either(STATEFUL_PATH_SEGMENTS.map(anyCase))}(?:[.\\/].*)?`;
/** A query (without its `?`) with an acting key anywhere in it. */
const ACTING_QUERY = `(?:.*&)?${either(ACTING_QUERY_KEYS.map(anyCase))}[^&=]*(?:[=&].*)?`;

/**
 * A theme's `data-no-prefetch` on `<body>`: the entries that are same-origin paths (`/promocje/*`), and
 * the others, which are ignored. A path is `/` and not `//` (another host) or `/\` (read as `//`), with
 * no query or fragment, and decodes as a URL path does.
 */
export function themePaths(attribute: string | null | undefined): { paths: string[]; rejected: string[] } {
  const paths: string[] = [];
  const rejected: string[] = [];
  for (const entry of (attribute ?? '').split(/\s+/).filter(Boolean)) {
    let decoded: string | undefined;
    try {
      decoded = decodeURI(entry);
    } catch {
      decoded = undefined;
    }
    if (decoded !== undefined && /^\/(?![/\\])[^?#]*$/.test(entry)) paths.push(decoded);
    else rejected.push(entry);
  }
  return { paths, rejected };
}

/**
 * The paths (after their leading `/`) and queries a URL must match neither of, as regular expression
 * sources both the rules (URLPattern regexp groups, which take JavaScript's syntax) and the fallback
 * (RegExp) read.
 */
function deniedUrls(paths: readonly string[]): { path: string; search?: string }[] {
  return [{ path: STATEFUL_PATH }, { path: '.*', search: ACTING_QUERY }, ...(paths.length ? [{ path: either(paths.map((path) => anyCase(path.slice(1)))) }] : [])];
}

type Predicate =
  | { href_matches: string }
  | { selector_matches: string }
  | { and: Predicate[] }
  | { or: Predicate[] }
  | { not: Predicate };

export interface SpeculationRules {
  prefetch: { source: 'document'; where: Predicate; eagerness: 'moderate' }[];
  prerender: { source: 'document'; where: Predicate; eagerness: 'conservative' }[];
}

/** A URLPattern component written as one regexp group, so its own syntax (`:`, `*`, `{`) never applies. */
const group = (source: string) => `(${source})`;

/** A folder's pages (`/produkt/` and below), or the one page a top-level path names; folders are paths as a URL holds them (percent-encoded). */
const folderSource = (folder: string) => [...folder.slice(1)].map(escapeRegExp).join('') + (folder.endsWith('/') ? '.*' : '');
const folderPattern = (folder: string) => `/${group(folderSource(folder))}`;

/**
 * The page's speculation rules: every same-origin link prefetched on hover (`moderate`), links into
 * `folders` (prerenderFolders: products, categories) prerendered on press (`conservative`), and never a
 * link the deny list holds (stateful pages, acting queries, opted-out links, links an island takes
 * over, the theme's `paths`, the page's own path `here`, whatever its query). Relative patterns resolve
 * against the page, so `/*` is the page's own origin.
 */
export function speculationRules(paths: readonly string[], here: string, folders: readonly string[] = []): SpeculationRules {
  const never: Predicate = {
    not: {
      or: [
        // Patterns as strings, not dictionaries: the HTML checkers read only strings, and Chromium both.
        // In a string an escaped `?` starts the search: unescaped after `*` it would be a modifier.
        ...deniedUrls(paths).map(({ path, search }): Predicate => ({ href_matches: search ? `/*\\?${group(search)}` : `/${group(path)}` })),
        // This page with another query (a filter, a sort, a page of a listing) is the listing swap's,
        // which fetches its own answer ahead: a navigation fetched too would be a second request.
        { href_matches: `/${group([...here.slice(1)].map(escapeRegExp).join(''))}` },
        { selector_matches: `${OPTED_OUT_LINKS}, ${ISLAND_LINKS}` },
      ],
    },
  };
  const sameOrigin: Predicate = { href_matches: '/*' };
  return {
    prefetch: [{ source: 'document', where: { and: [sameOrigin, never] }, eagerness: 'moderate' }],
    prerender: folders.length ? [{ source: 'document', where: { and: [sameOrigin, { or: folders.map((folder) => ({ href_matches: folderPattern(folder) })) }, never] }, eagerness: 'conservative' }] : [],
  };
}

/**
 * Where the browser has no Speculation Rules: whether `link` may be prefetched with `<link rel="prefetch">`,
 * by the same rule as the prerendering (a page in `folders`) and the same deny list.
 */
export function mayPrefetch(link: Element, href: URL, origin: string, paths: readonly string[], folders: readonly string[]): boolean {
  if (href.origin !== origin || link.matches(`${OPTED_OUT_LINKS}, ${ISLAND_LINKS}`)) return false;
  const whole = (source: string, value: string) => new RegExp(`^(?:${source})$`, 'u').test(value);
  if (!folders.some((folder) => whole(`/${folderSource(folder)}`, href.pathname))) return false;
  return !deniedUrls(paths).some(({ path, search }) => whole(`/${path}`, href.pathname) && (search === undefined || whole(search, href.search.slice(1))));
}
