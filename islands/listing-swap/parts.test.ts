// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findParts, MissingPartError, pairParts } from './parts';

const page = (body: string) => {
  const root = document.createElement('div');
  root.innerHTML = body;
  return root;
};

describe('listing parts', () => {
  it('finds the container and every named part, and pairs them with the answer', () => {
    const current = findParts(page('<form data-listing-part="filters"></form><div data-listing-part="pills"></div><div data-listing-container>old</div>'));
    const incoming = findParts(page('<div data-listing-container>new</div><div data-listing-part="pills">x</div><form data-listing-part="filters"></form>'));
    const pairs = pairParts(current, incoming);
    expect(pairs.map((p) => p.key)).toEqual(['container', 'filters', 'pills']);
    expect(pairs[0]!.to.textContent).toBe('new');
  });

  it('names what the answer lacks', () => {
    const current = findParts(page('<div data-listing-part="pills"></div><div data-listing-container></div>'));
    expect(() => pairParts(current, findParts(page('<p>Przerwa techniczna</p>')))).toThrow(
      new MissingPartError('the answer lacks [data-listing-container], [data-listing-part="pills"]'),
    );
  });

  it('refuses a page without a container', () => {
    expect(() => pairParts(findParts(page('<div></div>')), findParts(page('')))).toThrow('the page has no [data-listing-container]');
  });
});
