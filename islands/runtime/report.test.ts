// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { describeElement } from './report';

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
