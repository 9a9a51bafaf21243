import { describe, expect, it } from 'vitest';
import { islandCodeClasses, islandCodeFiles, readClasses, renderedClasses } from './island-code';
import { attributesIn, classesIn, cssRules, islandCss, islandCssFiles, readSource } from './island-css';
import { CUSTOM_PROPERTIES, THEMING_GROUPS } from './theming';
import { renderThemingSection } from './theming-doc';

const rows = THEMING_GROUPS.flatMap((group) => group.rows);
const documentedClasses = new Set(rows.flatMap((row) => classesIn(row.name)));
const documentedAttributes = new Set(rows.flatMap((row) => attributesIn(row.name)));
const documentedProperties = new Set(CUSTOM_PROPERTIES.map((p) => p.name));
const css = islandCss();
const codeClasses = islandCodeClasses();
const missing = (names: Iterable<string>, documented: Set<string>) => [...names].filter((name) => !documented.has(name)).sort();

/** A selector's attributes that are no state: an input's own type, which the question forms' rules tell apart. */
const NOT_STATES = new Set(['type']);

describe('reading the stylesheets and the code', () => {
  it('finds the rules, also inside @media, and no selector in an @import, a keyframe or a declaration', () => {
    const rules = cssRules("@import 'x.css';\n/* .no */ .a > .b[aria-selected='true'] { margin: 0.5rem; }\n@media (width > 1px) { .c { --gap: 1px; } }\n@keyframes k { to { opacity: 0; } }");
    expect(rules).toEqual([
      { selector: ".a > .b[aria-selected='true']", declarations: ' margin: 0.5rem; ' },
      { selector: '.c', declarations: ' --gap: 1px; ' },
    ]);
    expect(classesIn(rules[0]!.selector)).toEqual(['a', 'b']);
    expect(attributesIn(rules[0]!.selector)).toEqual(['aria-selected']);
  });

  it('finds the classes code renders and reads, not the words of its conditions or messages', () => {
    const code = [
      "<p className={busy ? 'x-a x-a--busy' : 'x-a'} />",
      '<b className={`x-b ${extra}`} aria-hidden />',
      "el.classList.toggle('x-c', state === 'confirmed');",
      "const MESSAGE_CLASS = 'x-d';",
      "useHostProps({ classes: { 'x-g': busy, 'x-h': true }, attributes: { 'aria-busy': 'true' } });",
      "hook.querySelector<HTMLElement>('.x-e > li')",
      "throw new Error('the hook must contain a <button class=\"x-f\">');",
    ].join('\n');
    expect([...renderedClasses(code), ...readClasses(code)].sort()).toEqual(['x-a', 'x-a', 'x-a--busy', 'x-b', 'x-c', 'x-d', 'x-e', 'x-g', 'x-h']);
  });

  it('reads every stylesheet and code file of the islands', () => {
    expect(islandCssFiles()).toContain('islands/storefront.css');
    expect(islandCssFiles()).toContain('shared/ui/carousel.css');
    expect(islandCodeFiles()).toContain('shared/ui/PopupDialog.tsx');
    expect(codeClasses.get('sf-dialog__close')).toEqual(['shared/ui/PopupDialog.tsx']);
    // The examples of docs/hooks.md ship nowhere: their classes are no theme's business.
    expect(islandCodeFiles()).not.toContain('islands/example-stock-check/StockCheck.tsx');
  });
});

describe('the Theming section of docs/hooks.md', () => {
  it('documents every custom property the islands’ stylesheets set or read, and no other', () => {
    const used = new Set([...css.defined.keys(), ...css.read]);
    expect(missing(used, documentedProperties)).toEqual([]);
    expect(missing(documentedProperties, used)).toEqual([]);
  });

  it('gives every --sf-* property read a default in :root, and reads every one defined there', () => {
    const read = [...css.read].filter((name) => name.startsWith('--sf-'));
    const inRoot = [...css.defined].filter(([, definitions]) => definitions.some((d) => d.selector === ':root')).map(([name]) => name);
    expect(missing(read, new Set(inRoot))).toEqual([]);
    expect(missing(inRoot, new Set(read))).toEqual([]);
  });

  it('documents every class the islands’ stylesheets style', () => {
    expect(missing(css.classes, documentedClasses)).toEqual([]);
  });

  it('documents every class the islands’ code renders or reads', () => {
    expect(missing(codeClasses.keys(), documentedClasses)).toEqual([]);
  });

  it('documents every attribute the islands’ stylesheets style', () => {
    expect(missing([...css.attributes].filter((name) => !NOT_STATES.has(name)), documentedAttributes)).toEqual([]);
  });

  it('names only classes and attributes found in the islands’ code or stylesheets, each once', () => {
    const texts = [...islandCodeFiles(), ...islandCssFiles()].map(readSource).join('\n');
    const found = (name: string) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(texts);
    expect([...documentedClasses, ...documentedAttributes].filter((name) => !found(name))).toEqual([]);
    const names = rows.map((row) => row.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('shows each default as the stylesheet sets it', () => {
    const section = renderThemingSection();
    expect(section).toContain('| `--sf-accent` | `#0b5d3b` |');
    expect(section).toContain('| `--carousel-gap` | `16px` on `.main-banner`; `12px` on `.producer-carousel` |');
  });
});
