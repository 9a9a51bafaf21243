/** Renders docs/hooks.md from the registry, so the integrator docs cannot drift from the code. */
import { registry, type IslandName } from '../islands/registry';
import { registryDocs } from '../islands/registry-docs';
import { attributeName, type Attr } from '../islands/runtime/schema';
import type { Wake } from '../islands/runtime/types';

const WAKE_TEXT: Record<Wake, string> = {
  load: '`load`: as soon as boot runs',
  idle: '`idle`: when the browser is idle (at the latest 2 s after boot)',
  visible: '`visible`: when the hook comes within 200 px of the viewport',
  interaction: '`interaction`: on the first pointer, hover, focus or key on the hook (a click made while it loads is replayed)',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(attr: Attr<unknown>): string {
  if (attr.values) return attr.values.map((v) => `\`${v}\``).join(' \\| ');
  return { string: 'text', integer: 'integer', boolean: '`true` \\| `false`', enum: 'one of', url: 'URL (same-origin path or http/https)', 'element-id': 'id of an element on the page' }[attr.kind];
}

function defaultOf(attr: Attr<unknown>): string {
  if (attr.fallback === undefined) return '**required**';
  return attr.fallback === '' ? '(empty)' : `\`${String(attr.fallback)}\``;
}

function islandSection(name: IslandName): string {
  const definition = registry[name];
  const docs = registryDocs[name];
  const rows = Object.entries(definition.schema).map(
    ([key, attr]) => `| \`${attributeName(key)}\` | ${typeOf(attr)} | ${defaultOf(attr)} | ${cell(docs.attributes[key] ?? '')} |`,
  );
  return [
    `## \`${name}\``,
    '',
    docs.summary,
    '',
    `- Hook: \`data-island="${name}"\``,
    `- Wakes: ${WAKE_TEXT[definition.wake]}`,
    `- See it: ${docs.fixturePage}`,
    '',
    '| attribute | type | default | meaning |',
    '|---|---|---|---|',
    ...rows,
    '',
    'Example:',
    '',
    '```html',
    docs.example,
    '```',
    '',
  ].join('\n');
}

export function renderHooksDoc(): string {
  const names = Object.keys(registry) as IslandName[];
  return [
    '# Storefront hooks',
    '',
    '<!-- Generated from islands/registry.ts by `npm run docs`; a test fails when this file is out of date. -->',
    '',
    'Add one script tag and one stylesheet to the page template, then mark elements with `data-island="name"` and the island\'s own `data-*` attributes:',
    '',
    '```html',
    '<link rel="stylesheet" href="/dist/storefront.css">',
    '<script type="module" src="/dist/boot.js"></script>',
    '<body data-page="listing">',
    '```',
    '',
    '- `data-page` on `<body>` is the page type: `cart`, `listing`, `detail`, `mainpage` or `advanced-search`; any other value is treated as a plain page.',
    '- Attributes are read once, when the hook is found. A missing or malformed attribute, or an unknown island name, logs one console error naming the island, the element and the attribute; that hook stays exactly as the server rendered it and every other island still works.',
    '- Hooks in HTML inserted later (page-part swaps) start by themselves; removed hooks are cleaned up. No re-init call exists or is needed.',
    '- Each hook carries `data-island-state`: `waiting`, `loading`, `mounted`, `invalid` (bad attributes or unknown name) or `failed` (its code could not load or start). Style or test against it.',
    '- Code arrives in chunks from `/dist/`, each with a 120 s timeout and one retry; a chunk that still fails is named in the console and the hook keeps its server markup (links still navigate, forms still submit).',
    '- Every island must work on markup that already works without JavaScript.',
    '',
    `Islands: ${names.map((n) => `[\`${n}\`](#${n})`).join(', ')}.`,
    '',
    ...names.map(islandSection),
  ].join('\n');
}
