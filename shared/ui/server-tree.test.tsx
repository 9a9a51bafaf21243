// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerTree } from './server-tree';

afterEach(cleanup);

describe('ServerTree', () => {
  it('draws the server nodes again in order, React’s part in place of the element it names, down through the elements around it', () => {
    document.body.innerHTML = '<section id="hook"><header class="head" data-x="1"><h2 id="t">Nasi <b>producenci</b></h2> <div class="slot" data-slot></div></header>\n<!-- cms --><p class="after">Tekst</p></section>';
    const hook = document.getElementById('hook')!;
    const slot = hook.querySelector('[data-slot]')!;
    const headingNodes = [...hook.querySelector('h2')!.childNodes];
    const paragraphText = hook.querySelector('p')!.firstChild;
    render(<ServerTree nodes={[...hook.childNodes]} drawn={new Map([[slot, <button key="b">Dalej</button>]])} />, { container: hook });
    expect(hook.innerHTML).toBe('<header class="head" data-x="1"><h2 id="t">Nasi <b>producenci</b></h2> <button>Dalej</button></header>\n<p class="after">Tekst</p>');
    expect([...hook.querySelector('h2')!.childNodes]).toEqual(headingNodes);
    expect(hook.querySelector('p')!.firstChild).toBe(paragraphText);
  });

  it('keeps the same elements across renders, and puts the server content back when it goes', () => {
    document.body.innerHTML = '<div id="hook"><div class="wrap"><span class="target"></span><i>kursywa</i></div></div>';
    const hook = document.getElementById('hook')!;
    const [wrap] = hook.children;
    const target = hook.querySelector('.target')!;
    const italicText = hook.querySelector('i')!.firstChild!;
    const tree = (label: string) => <ServerTree nodes={[wrap!]} drawn={new Map([[target, <b key="b">{label}</b>]])} />;
    const { rerender, unmount } = render(tree('1'), { container: hook });
    const drawnWrap = hook.firstElementChild;
    rerender(tree('2'));
    expect(hook.firstElementChild).toBe(drawnWrap);
    expect(hook.innerHTML).toBe('<div class="wrap"><b>2</b><i>kursywa</i></div>');
    unmount();
    expect(wrap!.querySelector('i')!.firstChild).toBe(italicText);
  });
});
