// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { attributeProblems, badAttributes, explainHook, unknownIsland } from './explain-hook';
import { boolean, elementId, integer, oneOf, string, url } from './schema';

const hook = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('attributeProblems', () => {
  it('names every missing and malformed attribute with what it must be', () => {
    const schema = { message: string(), enabled: boolean(true), count: integer(3), kind: oneOf(['dropdown', 'accordion'] as const), link: url('') };
    expect(attributeProblems(schema, hook('<div data-enabled="yes" data-count="1.5" data-kind="menu" data-link="javascript:alert(1)"></div>'))).toEqual([
      'data-message is missing',
      'data-enabled="yes" is not a valid boolean',
      'data-count="1.5" is not a valid integer',
      'data-kind="menu" is not a valid dropdown|accordion',
      'data-link="javascript:alert(1)" is not a valid url',
    ]);
  });

  it('tells an id naming no element on the page from a value that is no id at all', () => {
    const schema = { formTemplate: elementId(), popupTemplate: elementId() };
    const element = hook('<div data-form-template="gx-tabela" data-popup-template="gx tabela"></div>');
    expect(attributeProblems(schema, element)).toEqual([
      'data-form-template="gx-tabela": no element #gx-tabela on the page',
      'data-popup-template="gx tabela" is not a valid element-id',
    ]);
    element.dataset.popupTemplate = '';
    expect(attributeProblems({ popupTemplate: elementId() }, element)).toEqual(['data-popup-template="" is not a valid element-id']);
  });

  it('finds nothing wrong with usable attributes, and says what leaves the hook inert', () => {
    expect(attributeProblems({ count: integer() }, hook('<div data-count="2"></div>'))).toEqual([]);
    expect(badAttributes({ count: integer() }, hook('<div data-count="dwa"></div>'))).toBe('bad attributes, island left inert: data-count="dwa" is not a valid integer');
  });
});

describe('unknownIsland', () => {
  it('offers the nearest known name, then lists them all', () => {
    expect(unknownIsland('wishlist-togle', ['faq', 'wishlist-toggle', 'wishlist-box'])).toBe(
      'unknown island; did you mean "wishlist-toggle"? known: faq, wishlist-toggle, wishlist-box',
    );
  });

  it('only lists them when no known name is near', () => {
    expect(unknownIsland('carousel-3000', ['faq', 'tabs'])).toBe('unknown island; known: faq, tabs');
  });
});

describe('explainHook', () => {
  it("says what left a hook inert: without a schema an unknown name, from the registry's; with its island's schema the unusable attributes", () => {
    const registry = { quantity: { wake: 'interaction' as const, load: () => new Promise<never>(() => {}) } };
    expect(explainHook(hook('<div data-island="quantiy"></div>'), registry)).toBe('unknown island; did you mean "quantity"? known: quantity');
    expect(explainHook(hook('<div data-island="quantity" data-max="sto"></div>'), registry, { max: integer() })).toBe('bad attributes, island left inert: data-max="sto" is not a valid integer');
  });

  it('treats a name only the prototype knows as unknown', () => {
    expect(explainHook(hook('<div data-island="toString"></div>'), {})).toBe('unknown island; known: ');
  });
});
