// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { heardEvents } from '../../test-support/heard-events';
import { describeElement, reportIslandProblem } from './report';

const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};

describe('describeElement', () => {
  it('names the tag, the id and every class', () => {
    expect(describeElement(element('<a id="more" class="btn  btn--big " href="/">x</a>'))).toBe('<a#more.btn.btn--big>');
    expect(describeElement(element('<div class=""></div>'))).toBe('<div>');
  });

  it("gives a form's own id and classes, not the controls named id or classList that shadow them", () => {
    const form = element('<form id="wish-3" class="wishlist-form"><input type="hidden" name="id" value="3"><input type="hidden" name="classList"></form>');
    // A browser's form answers a control's name with the control, before its own properties; happy-dom
    // does not, so the test does what the browser does.
    for (const name of ['id', 'classList']) Object.defineProperty(form, name, { value: form.querySelector(`[name=${name}]`) });
    expect(describeElement(form)).toBe('<form#wish-3.wishlist-form>');
    form.removeAttribute('id');
    expect(describeElement(form)).toBe('<form.wishlist-form>');
  });
});

describe('reportIslandProblem', () => {
  it('logs one line with the Error beside it, so the console prints its stack and causes, and tells theme scripts with the Error and the release', () => {
    const hook = element('<div id="g" class="gallery"></div>');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = heardEvents('storefront:error');
    const cause = new Error('GetOptions: HTTP 500 Internal Server Error', { cause: new Error('the server said no') });
    expect(reportIslandProblem('gallery', hook, 'could not load the variant', cause)).toBe('could not load the variant: GetOptions: HTTP 500 Internal Server Error');
    expect(logged.mock.calls).toEqual([['[storefront] island "gallery" on <div#g.gallery>: could not load the variant: GetOptions: HTTP 500 Internal Server Error', cause]]);
    expect(heard.map((event) => event.detail)).toEqual([{ island: 'gallery', message: 'could not load the variant: GetOptions: HTTP 500 Internal Server Error', error: cause }]);
  });

  it("tells theme scripts the call, its status and the exception the server named, from a failed call's ApiError", () => {
    const hook = element('<form class="product-form"></form>');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = heardEvents('storefront:error');
    const cause = new ApiError('AddCart', 'http', 'HTTP 500 from Default.aspx/AddCart: System.InvalidOperationException: Produkt 999 nie istnieje', {
      status: 500, exceptionType: 'System.InvalidOperationException', serverMessage: 'Produkt 999 nie istnieje',
    });
    reportIslandProblem('add-to-cart', hook, 'could not add', cause);
    expect(heard[0]!.detail).toMatchObject({ call: 'AddCart', status: 500, exceptionType: 'System.InvalidOperationException', serverMessage: 'Produkt 999 nie istnieje', error: cause });
  });

  it('logs the line alone when the cause is no Error, or there is none', () => {
    const hook = element('<p></p>');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportIslandProblem('faq', hook, 'rejected', 'a string');
    reportIslandProblem('faq', hook, 'misplaced');
    expect(logged.mock.calls).toEqual([['[storefront] island "faq" on <p>: rejected: a string'], ['[storefront] island "faq" on <p>: misplaced']]);
  });
});
