// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberFocus } from './focus';

const byId = (id: string) => document.getElementById(id)!;

describe('rememberFocus', () => {
  let part: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = `<h1 id="heading" tabindex="-1">Odzież</h1><a id="outside" href="/">Start</a>
<div id="part"><ul><li><a href="/produkt/1">Produkt 1</a></li><li><a href="/produkt/2">Produkt 2</a></li></ul><input id="box" type="checkbox"></div>`;
    part = byId('part');
  });

  it('gives focus back to a kept control the morph moved (which blurs it in browsers)', () => {
    const link = part.querySelector('a')!;
    link.focus();
    const focus = rememberFocus([part]);
    part.querySelector('ul')!.append(link.parentElement!);
    link.blur();
    focus.restore(byId('heading'));
    expect(document.activeElement).toBe(link);
  });

  it('finds a control again by id, and sends focus to the fallback when the focused element became another', () => {
    byId('box').focus();
    let focus = rememberFocus([part]);
    byId('box').replaceWith(Object.assign(document.createElement('input'), { id: 'box', type: 'checkbox' }));
    focus.restore(byId('heading'));
    expect(document.activeElement).toBe(byId('box'));
    const link = part.querySelector('a')!;
    link.focus();
    focus = rememberFocus([part]);
    link.setAttribute('href', '/produkt/3');
    focus.restore(byId('heading'));
    expect(document.activeElement).toBe(byId('heading'));
  });

  it('leaves focus outside the swapped parts alone', () => {
    byId('outside').focus();
    const focus = rememberFocus([part]);
    focus.restore(byId('heading'));
    expect(document.activeElement).toBe(byId('outside'));
  });
});
