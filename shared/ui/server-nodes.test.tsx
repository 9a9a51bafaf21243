// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerElement, useServerNodesIn } from './server-nodes';

describe('server nodes in React islands', () => {
  it('draws a server element again with its attributes and its own child nodes, and gives them back on unmount', () => {
    const server = document.createElement('section');
    server.innerHTML = '<h2>Opis</h2><input value="wpisane">';
    server.className = 'product-tab';
    server.setAttribute('data-tab-panel', '');
    server.hidden = true;
    const [heading, input] = [...server.children] as [HTMLElement, HTMLInputElement];
    input.value = 'zmienione';
    const host = document.createElement('div');
    const { unmount } = render(<ServerElement node={server} role="tabpanel" hidden={false} />, { container: host });
    const drawn = host.firstElementChild as HTMLElement;
    expect(drawn).not.toBe(server);
    expect(drawn.className).toBe('product-tab');
    expect(drawn.hasAttribute('data-tab-panel')).toBe(true);
    expect(drawn.getAttribute('role')).toBe('tabpanel');
    // A prop given replaces the server's attribute, even one that draws nothing.
    expect(drawn.hidden).toBe(false);
    expect(drawn.firstChild).toBe(heading);
    expect((drawn.lastChild as HTMLInputElement).value).toBe('zmienione');
    unmount();
    expect([...server.children]).toEqual([heading, input]);
  });

  it('puts server nodes back into the hook after what React drew there', () => {
    const hook = document.createElement('div');
    hook.innerHTML = '<p>A</p> <p>B</p>';
    const nodes = [...hook.childNodes];
    function Island() {
      useServerNodesIn(hook, nodes);
      return <button type="button">X</button>;
    }
    render(<Island />, { container: hook });
    expect(hook.innerHTML).toBe('<button type="button">X</button><p>A</p> <p>B</p>');
    expect(hook.children[1]).toBe(nodes[0]);
  });
});
