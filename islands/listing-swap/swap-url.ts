/**
 * Which URL a form or link of the listing leads to, and whether the page-part swap may take it
 * over: only GET navigations to this same listing path (filters, sort, pills, pages). Anything else
 * (another category, a product, a new tab) is left to the browser.
 */

/** The GET URL the browser would build for this form, without empty fields (an empty price is no filter). */
export function formUrl(form: HTMLFormElement, submitter: HTMLElement | null): URL {
  const url = new URL(form.action, location.href);
  const data = new FormData(form, submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
  const search = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string' && value.trim() !== '') search.append(name, value);
  url.search = search.toString();
  url.hash = '';
  return url;
}

export function isSwappableForm(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  const method = (submitter?.getAttribute('formmethod') ?? form.method).toLowerCase();
  const target = submitter?.getAttribute('formtarget') ?? form.target;
  return method === 'get' && (target === '' || target === '_self') && isSameListing(new URL(form.action, location.href));
}

/** A plain left click on a same-listing link; modified clicks (new tab, download) stay the browser's. */
export function swappableLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return null;
  return isSameListing(new URL(link.href, location.href)) ? link : null;
}

export function isSameListing(url: URL): boolean {
  return url.origin === location.origin && url.pathname === location.pathname;
}

/** Path and query: what identifies the listing shown (the fragment does not). */
export const listingKey = (url: string | URL): string => {
  const parsed = new URL(url, location.href);
  return parsed.pathname + parsed.search;
};
