// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { formUrl, isSameListing, isSwappableForm, listingKey, swappableLink } from './swap-url';

beforeEach(() => history.replaceState(null, '', '/kategoria/odziez?page=2#main'));

describe('formUrl', () => {
  it('builds the GET URL of the form, leaving out empty fields', () => {
    document.body.innerHTML = `<form action="/kategoria/odziez"><input name="producer" value="3"><input name="producer" value="5">
<input name="priceFrom" value=""><input name="priceTo" value=" "><input type="checkbox" name="available" value="1" checked><button name="go" value="1">Go</button></form>`;
    const form = document.querySelector('form')!;
    expect(formUrl(form, null).href).toBe(`${location.origin}/kategoria/odziez?producer=3&producer=5&available=1`);
  });
});

describe('which navigations the swap takes over', () => {
  it('takes GET forms and links to the same listing path only', () => {
    document.body.innerHTML = `<form id="a" action="/kategoria/odziez"></form><form id="b" method="post" action="/kategoria/odziez"></form>
<form id="c" action="/szukaj"></form><form id="d" action="/kategoria/odziez" target="_blank"></form>`;
    const swappable = ['a', 'b', 'c', 'd'].map((id) => isSwappableForm(document.getElementById(id) as HTMLFormElement, null));
    expect(swappable).toEqual([true, false, false, false]);
    expect(isSameListing(new URL('/kategoria/odziez?sort=newest', location.href))).toBe(true);
    expect(isSameListing(new URL('/kategoria/obuwie', location.href))).toBe(false);
    expect(isSameListing(new URL('https://example.com/kategoria/odziez'))).toBe(false);
  });

  it('takes plain left clicks on same-listing links, leaves modified clicks, downloads and other pages to the browser', () => {
    document.body.innerHTML = `<a id="pill" href="/kategoria/odziez?available=1"><span>Pill</span></a><a id="product" href="/produkt/1-x">P</a>
<a id="tab" href="/kategoria/odziez" target="_blank">T</a><a id="file" href="/kategoria/odziez" download>F</a>`;
    const click = (id: string, init: MouseEventInit = {}) => {
      const target = document.getElementById(id)!.firstChild as Element | null;
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      Object.defineProperty(event, 'target', { value: target instanceof Element ? target : document.getElementById(id) });
      return swappableLink(event)?.id ?? null;
    };
    expect(click('pill')).toBe('pill');
    expect(click('pill', { ctrlKey: true })).toBeNull();
    expect(click('pill', { button: 1 })).toBeNull();
    expect(click('product')).toBeNull();
    expect(click('tab')).toBeNull();
    expect(click('file')).toBeNull();
  });

  it('keys a listing by path and query, not the fragment', () => {
    expect(listingKey(location.href)).toBe('/kategoria/odziez?page=2');
  });
});
