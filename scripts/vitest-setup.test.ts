// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

describe('toBeTheSameNodes', () => {
  it('passes for the very nodes and fails for a clone, which toEqual takes for the same', () => {
    document.body.innerHTML = '<p class="price"><span>1 zł</span></p>';
    const nodes = [...document.body.querySelectorAll('*')];
    expect([...document.body.querySelectorAll('*')]).toBeTheSameNodes(nodes);
    document.body.innerHTML = document.body.innerHTML;
    const clones = [...document.body.querySelectorAll('*')];
    expect(clones).toEqual(nodes);
    expect(() => expect(clones).toBeTheSameNodes(nodes)).toThrow('expected the same 2 nodes, got 2; at 0: <p> is not the node <p>');
    expect(() => expect(nodes.slice(1)).toBeTheSameNodes(nodes)).toThrow('expected the same 2 nodes, got 1; at 0: <span> is not the node <p>');
  });
});
