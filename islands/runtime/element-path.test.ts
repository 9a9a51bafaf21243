// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { elementAt, placeOf } from './element-path';

describe('element places below a hook', () => {
  it('finds the element at the same place in a redrawn tree, ignoring whitespace', () => {
    const server = document.createElement('details');
    server.innerHTML = '\n<summary>Dostawa <b>kurier</b></summary>\n<div>Treść</div>';
    const place = placeOf(server.querySelector('b')!, server);
    expect(place).toBe(1);
    const redrawn = document.createElement('details');
    redrawn.innerHTML = '<summary>Dostawa <b>kurier</b></summary><div>Treść</div>';
    expect(elementAt(redrawn, place)).toBe(redrawn.querySelector('b'));
  });

  it('says so when the element is not below the root, or the place is empty', () => {
    const root = document.createElement('div');
    expect(placeOf(document.createElement('p'), root)).toBe(-1);
    expect(elementAt(root, 3)).toBeUndefined();
    expect(elementAt(root, -1)).toBeUndefined();
  });
});
