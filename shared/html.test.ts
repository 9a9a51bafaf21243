// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseServerHtml, trustedScriptUrl } from './html';

describe('parseServerHtml', () => {
  it('turns server HTML into nodes without running its scripts', () => {
    (window as unknown as { ran?: boolean }).ran = false;
    const fragment = parseServerHtml('<p class="msg">Dodano <b>1</b> produkt</p><script>window.ran = true</script>');
    document.body.replaceChildren(fragment);
    expect(document.querySelector('.msg')!.textContent).toBe('Dodano 1 produkt');
    expect((window as unknown as { ran?: boolean }).ran).toBe(false);
  });
});

describe('parseServerHtml removes active content', () => {
  const parse = (html: string) => {
    const holder = document.createElement('div');
    holder.append(parseServerHtml(html));
    return holder;
  };

  it('drops inline event handlers but keeps the element and its text', () => {
    const out = parse('<img src="/dane/small/1.png" alt="Kurtka" onerror="alert(1)"><button ONCLICK="x()">Dodaj</button>');
    expect(out.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(out.querySelector('img')!.getAttribute('src')).toBe('/dane/small/1.png');
    expect(out.querySelector('button')!.attributes).toHaveLength(0);
    expect(out.textContent).toBe('Dodaj');
  });

  it('drops script-like elements: iframes, objects, embeds, base, meta refresh, nested templates', () => {
    const out = parse('<p>a</p><iframe srcdoc="<script>x</script>"></iframe><object data="x.swf"></object><embed src="x"><base href="//evil"><meta http-equiv="refresh" content="0;url=//evil"><template><img onerror=x></template>');
    expect(out.innerHTML).toBe('<p>a</p>');
  });

  it('removes javascript:, data: and disguised schemes from links, forms and images', () => {
    const out = parse(
      '<a href="javascript:alert(1)">1</a><a href=" java\tscript:alert(1)">2</a><a href="data:text/html,<script>x</script>">3</a>' +
        '<form action="javascript:x"><button formaction="JaVaScRiPt:x">4</button></form><svg><a xlink:href="javascript:x"><text>5</text></a></svg>',
    );
    expect(out.querySelectorAll('[href], [action], [formaction]')).toHaveLength(0);
    expect(out.textContent).toBe('12345');
  });

  it('drops SVG animations that would set a link or a handler later (Chromium runs the animated javascript: href on click)', () => {
    const out = parse(
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>a</text></a>' +
        '<a><set attributeName="xlink:href" to="javascript:alert(2)"/><text>b</text></a>' +
        '<a><set attributeName=" HREF" to="javascript:alert(3)"/></a>' +
        '<rect><set attributeName="onclick" to="alert(4)"/></rect>' +
        '<circle><animate attributeName="r" values="1;5"/></circle></svg>',
    );
    expect(out.querySelectorAll('animate, set')).toHaveLength(1);
    expect(out.querySelector('animate')!.getAttribute('attributeName')).toBe('r');
    expect(out.textContent).toBe('ab');
  });

  it('keeps ordinary links: relative paths, http(s), mailto, tel', () => {
    const out = parse('<a href="/koszyk">k</a><a href="https://example.pl/x?a=1">e</a><a href="mailto:sklep@example.pl">m</a><a href="tel:+48123">t</a><a href="produkt/1">r</a><a href="/szukaj?q=a:b">q</a>');
    expect([...out.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/koszyk', 'https://example.pl/x?a=1', 'mailto:sklep@example.pl', 'tel:+48123', 'produkt/1', '/szukaj?q=a:b']);
  });
});

describe('trustedScriptUrl', () => {
  it('vouches for https and same-origin scripts only', () => {
    expect(trustedScriptUrl('https://www.google.com/recaptcha/api.js?render=explicit')).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    expect(trustedScriptUrl('/assets/fake-recaptcha.js')).toBe(new URL('/assets/fake-recaptcha.js', location.href).href);
    expect(() => trustedScriptUrl('javascript:alert(1)')).toThrow(/refusing/);
    expect(() => trustedScriptUrl('data:text/javascript,alert(1)')).toThrow(/refusing/);
    expect(() => trustedScriptUrl('http://evil.example/x.js')).toThrow(/refusing/);
  });
});
