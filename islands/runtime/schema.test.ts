// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { attributeName, attributeValue, boolean, elementId, integer, oneOf, parseProps, string, url } from './schema';

const hook = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('attributeName', () => {
  it('maps camelCase keys to data- attributes', () => {
    expect(attributeName('cmsLinkText')).toBe('data-cms-link-text');
    expect(attributeName('enabled')).toBe('data-enabled');
  });
});

describe('parseProps', () => {
  const schema = {
    message: string(),
    enabled: boolean(true),
    count: integer(3),
    kind: oneOf(['dropdown', 'accordion'] as const, 'accordion'),
    link: url(''),
  };

  it('reads every attribute into typed props and fills defaults', () => {
    const result = parseProps(schema, hook('<div data-message="Cześć" data-count="12" data-kind="dropdown" data-link="/polityka"></div>'));
    expect(result).toEqual({ message: 'Cześć', enabled: true, count: 12, kind: 'dropdown', link: '/polityka' });
  });

  it('gives no props when any attribute is missing or malformed, and no value for each such attribute', () => {
    const element = hook('<div data-message="Cześć" data-enabled="yes" data-count="1.5" data-kind="menu" data-link="javascript:alert(1)"></div>');
    expect(parseProps(schema, element)).toBeUndefined();
    expect(parseProps({ message: string() }, hook('<div></div>'))).toBeUndefined();
    const values = Object.entries(schema).map(([key, spec]) => [key, attributeValue(spec, element.dataset[key])]);
    expect(values).toEqual([
      ['message', 'Cześć'],
      ['enabled', undefined],
      ['count', undefined],
      ['kind', undefined],
      ['link', undefined],
    ]);
    expect(attributeValue(string(), undefined)).toBeUndefined();
  });

  it('treats a bare boolean attribute as true and "false" as false', () => {
    expect(parseProps({ on: boolean() }, hook('<div data-on></div>'))).toEqual({ on: true });
    expect(parseProps({ on: boolean() }, hook('<div data-on="false"></div>'))).toEqual({ on: false });
  });

  it('accepts http(s) URLs and rejects data: URLs', () => {
    expect(parseProps({ link: url() }, hook('<div data-link="https://example.com/a"></div>'))).toEqual({ link: 'https://example.com/a' });
    expect(parseProps({ link: url() }, hook('<div data-link="data:text/html,x"></div>'))).toBeUndefined();
  });

  it('requires an element-id attribute to name an element that exists', () => {
    document.body.innerHTML = '<div id="hook" data-target="tpl"></div><template id="tpl"></template>';
    expect(parseProps({ target: elementId() }, document.getElementById('hook')!)).toEqual({ target: 'tpl' });
    document.getElementById('tpl')!.remove();
    expect(parseProps({ target: elementId() }, document.getElementById('hook')!)).toBeUndefined();
  });
});
