// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { attributeName, boolean, elementId, integer, oneOf, parseProps, string, url } from './schema';

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
    expect(result).toEqual({ props: { message: 'Cześć', enabled: true, count: 12, kind: 'dropdown', link: '/polityka' } });
  });

  it('names every missing and malformed attribute', () => {
    const result = parseProps(schema, hook('<div data-enabled="yes" data-count="1.5" data-kind="menu" data-link="javascript:alert(1)"></div>'));
    expect(result).toEqual({
      problems: [
        'data-message is missing',
        'data-enabled="yes" is not a valid boolean',
        'data-count="1.5" is not a valid integer',
        'data-kind="menu" is not a valid dropdown|accordion',
        'data-link="javascript:alert(1)" is not a valid url',
      ],
    });
  });

  it('treats a bare boolean attribute as true and "false" as false', () => {
    expect(parseProps({ on: boolean() }, hook('<div data-on></div>'))).toEqual({ props: { on: true } });
    expect(parseProps({ on: boolean() }, hook('<div data-on="false"></div>'))).toEqual({ props: { on: false } });
  });

  it('accepts http(s) URLs and rejects data: URLs', () => {
    expect(parseProps({ link: url() }, hook('<div data-link="https://example.com/a"></div>'))).toEqual({ props: { link: 'https://example.com/a' } });
    expect('problems' in parseProps({ link: url() }, hook('<div data-link="data:text/html,x"></div>'))).toBe(true);
  });

  it('requires an element-id attribute to name an element that exists', () => {
    document.body.innerHTML = '<div id="hook" data-target="tpl"></div><template id="tpl"></template>';
    expect(parseProps({ target: elementId() }, document.getElementById('hook')!)).toEqual({ props: { target: 'tpl' } });
    document.getElementById('tpl')!.remove();
    expect(parseProps({ target: elementId() }, document.getElementById('hook')!)).toEqual({ problems: ['data-target="tpl" is not a valid element-id'] });
  });
});
