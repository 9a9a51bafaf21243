// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { describeMismatch } from './mismatch';

const nodes = (markup: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return [...holder.childNodes];
};

describe('describeMismatch', () => {
  it('names an element the island left out, not the node after it', () => {
    expect(describeMismatch(nodes('<h2>Opis</h2><p>7</p>'), nodes('<p>7</p>'))).toBe('the server has <h2>, which the island did not render');
  });

  it('names an element the island added, inside the element it is in', () => {
    expect(describeMismatch(nodes('<div class="box"><p>7</p></div>'), nodes('<div class="box"><button>+</button><p>7</p></div>'))).toBe('the island rendered <button> in <div.box>, which the server does not have');
  });

  it('names a text that differs as the two texts', () => {
    expect(describeMismatch(nodes('<p>7</p>'), nodes('<p>3</p>'))).toBe('the server has the text "7" in <p>, the island rendered the text "3"');
  });
});
