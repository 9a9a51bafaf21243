/** Renders the "Theming" section of docs/hooks.md from scripts/theming.ts, with each default read from the stylesheets. */
import { islandCss, type Definition } from './island-css';
import { CUSTOM_PROPERTIES, THEMING_GROUPS, type ThemingGroup } from './theming';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** `#0b5d3b`, or where a carousel's stylesheet sets it: `16px` on `.main-banner`. */
function defaultOf(definitions: Definition[]): string {
  const bySelector = new Map<string, string[]>();
  for (const { selector, value } of definitions) bySelector.set(selector, [...(bySelector.get(selector) ?? []), `\`${value}\``]);
  return [...bySelector]
    .map(([selector, values]) => (selector === ':root' ? values.join(' / ') : `${values.join(' / ')} on \`${selector}\``))
    .join('; ');
}

function groupTable({ title, rows }: ThemingGroup): string[] {
  return [`#### ${title}`, '', '| class or state | what it is |', '|---|---|', ...rows.map((row) => `| \`${cell(row.name)}\` | ${cell(row.what)} |`), ''];
}

export function renderThemingSection(): string {
  const { defined } = islandCss();
  return [
    '## Theming',
    '',
    'Some UI the islands draw themselves: the pop-up, the cookie notice, the suggestions, the tab list, the gallery and carousel buttons, the lightbox, the price slider, the loading indicator and messages. `/dist/storefront.css` styles it, and you theme it with the custom properties below: set them on `:root` in your stylesheet, or on an element around one island for that island alone (the pop-up and the cookie notice are drawn at the end of `<body>`, so `:root` reaches them).',
    '',
    '- Our rules name two classes, or the hook and a class, and every control sets its own box model, so a theme\'s ordinary global rules do not reach what the islands draw: `header a { color: #fff }`, `.top a`, `a:link`, `button { background: none; border: 0 }`, `ul`, `li`, `p` and `h2` sizes and margins, `* { box-sizing: content-box }`, `img { max-width: 100% }`. `e2e/theme-rules.spec.ts` proves it for each piece, axe included.',
    '- To restyle a part beyond the properties, use a selector at least as specific as ours (`.sf-dialog .sf-dialog__close`, `[data-island] .gallery-main__zoom`).',
    '- Keep WCAG 2.2 AA: text 4.5:1 against its background, borders and focus outlines 3:1.',
    '- Your own classes that the islands style or read are listed too; the markup each island needs is in its section above.',
    '',
    '### Custom properties',
    '',
    '| property | default | what it sets |',
    '|---|---|---|',
    ...CUSTOM_PROPERTIES.map(({ name, what }) => `| \`${name}\` | ${cell(defaultOf(defined.get(name) ?? []))} | ${cell(what)} |`),
    '',
    '### Classes and states',
    '',
    ...THEMING_GROUPS.flatMap(groupTable),
  ].join('\n');
}
