// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerNodes } from './server-nodes';

function Body({ nodes }: { nodes: readonly Node[] }) {
  return <div className="body" ref={useServerNodes(nodes)} />;
}

describe('useServerNodes', () => {
  it('moves the very server nodes into what React renders, and gives them back where they were when it goes', () => {
    document.body.innerHTML = '<template id="t"></template><section id="home"><b>a</b><input name="q"><i>c</i></section>';
    const home = document.getElementById('home')!;
    const [first, field] = [home.firstChild!, home.querySelector('input')!];
    field.value = 'typed';
    const { container, unmount } = render(<Body nodes={[first, field]} />, { reactStrictMode: true });
    const body = container.querySelector('.body')!;
    expect([...body.childNodes]).toEqual([first, field]);
    expect(field.value).toBe('typed');
    unmount();
    expect([...home.childNodes]).toEqual([first, field, home.querySelector('i')]);
    expect(field.value).toBe('typed');
  });
});
