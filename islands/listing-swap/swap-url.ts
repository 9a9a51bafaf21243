/**
 * Which URL a form or link of the listing leads to, and whether the page-part swap may take it
 * over: only GET navigations to this same listing path (filters, sort, pills, pages). Anything else
 * (another category, a product, a new tab) is left to the browser.
 */

import { pageKey } from '../../shared/prefetch-cache';

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

/** A checkbox or radio a click toggles, or an option of a select. */
export type ChoiceControl = HTMLInputElement | HTMLOptionElement;

const FIELDS = 'input, select, textarea';

/**
 * The GET URL the form of `choice` would lead to were it toggled (a checkbox), chosen (a radio, an
 * option) or unchosen (an option of a multiple select), the live form left untouched. It is worked
 * out on a copy in an inert document (no custom element in it wakes), carrying the fields' live
 * state over, so the fields keep their order and the URL matches the one the swap will ask for.
 */
export function formUrlIfChosen(choice: ChoiceControl): URL | null {
  const form = choice.form;
  if (!form) return null;
  const inert = document.implementation.createHTMLDocument('');
  const copy = inert.importNode(form, true);
  copy.setAttribute('action', form.action);
  inert.body.append(copy);
  const live = [...form.querySelectorAll(FIELDS)];
  const copied = [...copy.querySelectorAll(FIELDS)];
  live.forEach((field, i) => carryState(field, copied[i]!));
  const twin = (field: Element | null) => (field ? copied[live.indexOf(field)] : undefined);
  if (choice instanceof HTMLOptionElement) {
    const select = choice.closest('select');
    const copySelect = twin(select);
    const option = select && copySelect instanceof HTMLSelectElement ? copySelect.options[[...select.options].indexOf(choice)] : undefined;
    if (!option) return null;
    option.selected = select!.multiple ? !option.selected : true;
  } else {
    const input = twin(choice);
    if (!(input instanceof HTMLInputElement)) return null;
    input.checked = input.type === 'radio' || !input.checked;
  }
  return formUrl(copy, null);
}

function carryState(field: Element, copy: Element) {
  if (field instanceof HTMLSelectElement && copy instanceof HTMLSelectElement) {
    [...field.options].forEach((option, i) => {
      const twin = copy.options[i];
      if (twin) twin.selected = option.selected;
    });
  } else if (field instanceof HTMLInputElement && copy instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') copy.checked = field.checked;
    else if (field.type !== 'file') copy.value = field.value;
  } else if (field instanceof HTMLTextAreaElement && copy instanceof HTMLTextAreaElement) {
    copy.value = field.value;
  }
}

export function isSwappableForm(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  const method = (submitter?.getAttribute('formmethod') ?? form.method).toLowerCase();
  const target = submitter?.getAttribute('formtarget') ?? form.target;
  return method === 'get' && (target === '' || target === '_self') && isSameListing(new URL(form.action, location.href));
}

/** A plain left click on a same-listing link; modified clicks (new tab, download) stay the browser's. */
export function swappableLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  return swappableAnchor(event.target);
}

/** The same-listing link `target` is in, that opens in this tab and downloads nothing. */
export function swappableAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return null;
  return isSameListing(new URL(link.href, location.href)) ? link : null;
}

export function isSameListing(url: URL): boolean {
  return url.origin === location.origin && url.pathname === location.pathname;
}

/** What identifies the listing shown: its path and query, as any page's (the fragment does not). */
export const listingKey = pageKey;
