/**
 * Fetching the next page before the shopper opens it (docs/hooks.md, "Next pages ahead of time"): boot
 * imports this chunk when the page is idle. Nothing here is shown to the shopper, so nothing here
 * reports to them: a prefetch that fails is the browser's to drop.
 */
import { trustedSpeculationRules } from '../../shared/speculation-policy';
import { mayPrefetch, PRERENDERED_LINKS, prerenderFolders, speculationRules, themePaths } from './speculation-rules';

/** How long the pointer rests on a product link before it is prefetched, where rules are missing. */
export const HOVER_MS = 100;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** A shopper who asked to save data, on 2G, or on a device with 2 GB of memory or less pays more than a prefetch gives. */
function fetchingAheadCosts(): boolean {
  const { connection, deviceMemory } = navigator as Navigator & { connection?: Connection; deviceMemory?: number };
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '') || (deviceMemory !== undefined && deviceMemory <= 2);
}

/**
 * Without Speculation Rules (Firefox): a product or category link the pointer rests on HOVER_MS, or
 * that a finger touches, is prefetched with `<link rel="prefetch">`, once per URL (the page itself
 * counts as fetched).
 */
function prefetchOnIntent(paths: readonly string[], folders: readonly string[]): void {
  const fetched = new Set([location.href.split('#')[0]]);
  let hovered: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const linkAround = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]') : null);
  const prefetch = (link: HTMLAnchorElement | HTMLAreaElement) => {
    const href = new URL(link.href);
    href.hash = '';
    if (fetched.has(href.href) || !mayPrefetch(link, href, location.origin, paths, folders)) return;
    fetched.add(href.href);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = href.href;
    document.head.append(hint);
  };
  document.addEventListener('mouseover', (event) => {
    const link = linkAround(event.target);
    // Moving between a link's own children is still resting on it.
    if (link === hovered) return;
    hovered = link;
    clearTimeout(timer);
    if (link) timer = setTimeout(prefetch, HOVER_MS, link);
  });
  document.addEventListener('touchstart', (event) => {
    const link = linkAround(event.target);
    if (link) prefetch(link);
  }, { passive: true });
}

/**
 * Inserts the page's speculation rules, or, where the browser has none, prefetches on intent. Safari
 * has neither: WebKit ships `<link rel="prefetch">` turned off, which `relList.supports` tells
 * honestly, and there nothing is done, since every hint would cost a request and speed up nothing.
 */
export function speculate(): void {
  if (fetchingAheadCosts()) return;
  const { paths, rejected } = themePaths(document.body.getAttribute('data-no-prefetch'));
  if (rejected.length) console.error(`[storefront] <body data-no-prefetch>: ${rejected.map((entry) => JSON.stringify(entry)).join(', ')} not a same-origin path (/…), ignored`);
  // Read once: the rules name these pages by URL, never by the links' selector (PRERENDERED_LINKS).
  const folders = prerenderFolders([...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>(PRERENDERED_LINKS)].map((link) => link.href), location.origin);
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const script = document.createElement('script');
    script.type = 'speculationrules';
    script.textContent = trustedSpeculationRules(JSON.stringify(speculationRules(paths, location.pathname, folders)));
    document.head.append(script);
  } else if (document.createElement('link').relList.supports('prefetch')) prefetchOnIntent(paths, folders);
}
