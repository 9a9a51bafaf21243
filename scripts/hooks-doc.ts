/** Renders docs/hooks.md from the registry, so the integrator docs cannot drift from the code. */
import { readFileSync } from 'node:fs';
import { registry, type IslandName } from '../islands/registry';
import { registryDocs } from '../islands/registry-docs';
import { attributeName, type Attr, type AttrKind } from '../islands/runtime/schema';
import type { Wake } from '../islands/runtime/types';
import { renderThemingSection } from './theming-doc';

const WAKE_TEXT: Record<Wake, string> = {
  load: '`load`: as soon as the first paint is on screen (no chunk competes with it)',
  idle: '`idle`: when the browser is idle after the first paint (at the latest 2 s after it)',
  visible: '`visible`: when the hook comes within 200 px of the viewport, after the first paint',
  interaction: '`interaction`: on the first pointer, hover, focus or key on the hook (a click made while it loads is replayed; a box, a radio or their label answers at once, and the island acts on what it finds when it mounts). Once the first island of the page has mounted, the chunks of the islands still waiting for a touch are fetched at idle, one at a time, without mounting them (not for shoppers who asked to save data), so a touch pays for the mount only: importing the module of an island must therefore not change the page',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(attr: Attr<unknown>): string {
  if (attr.values) return attr.values.map((v) => `\`${v}\``).join(' \\| ');
  const kinds: Record<AttrKind, string> = { string: 'text', integer: 'integer', boolean: '`true` \\| `false`', url: 'URL (same-origin path or http/https)', 'element-id': 'id of an element on the page' };
  return kinds[attr.kind as AttrKind];
}

function defaultOf(attr: Attr<unknown>): string {
  if (attr.fallback === undefined) return '**required**';
  // An optional attribute with no value of its own: its description says what its absence means.
  if (attr.fallback === null) return 'optional';
  return attr.fallback === '' ? '(empty)' : `\`${String(attr.fallback)}\``;
}

function islandSection(name: IslandName): string {
  const definition = registry[name];
  const docs = registryDocs[name];
  const rows = Object.entries(docs.schema).map(
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

const exampleFile = (name: string) => readFileSync(new URL(`../islands/example-wishlist-count/${name}`, import.meta.url), 'utf8').trimEnd();

/** The guide for a new island; its example is a real module, compiled and tested with the others. */
function ownIslandSection(): string {
  return [
    '## Write your own island',
    '',
    'Every island is a React 19 component that the runtime mounts in a React root of its own on the hook. A new one takes three pieces, shown here with `islands/example-wishlist-count/` (compiled and tested with the rest, not registered):',
    '',
    '1. `islands/<name>/schema.ts`: the hook\'s `data-*` attributes, typed (`string`, `integer`, `boolean`, `oneOf`, `url`, `elementId` from `islands/runtime/schema.ts`), each with its default (none: required). The runtime parses them when the island wakes, before its first render.',
    '',
    '```ts',
    exampleFile('schema.ts'),
    '```',
    '',
    '2. `islands/<name>/<Name>.tsx`: the component, the module\'s default export, and beside it `export const schema = …` (the schema of step 1: it comes with the island\'s chunk, so boot carries none). The component gets the parsed attributes and `context` (`context.element` is the hook; `context.report(problem, cause)` logs the one error line).',
    '',
    '```tsx',
    exampleFile('WishlistCount.tsx'),
    '```',
    '',
    '3. One line in `islands/registry.ts`: the name, the wake strategy and the chunk, all that boot holds of an island (about 15 to 25 bytes of its 3 KB, gzip), where the compiler checks the component against the schema its module exports; then a `docs.ts` beside the component (its `schema` and what each attribute means), its line in `islands/registry-docs.ts`, and `npm run docs`.',
    '',
    '```ts',
    "  'wishlist-count': { wake: 'idle', load: () => import('./wishlist-count/WishlistCount') },",
    '```',
    '',
    'What the runtime expects of a component:',
    '',
    "- **It adopts what the server drew.** The runtime hydrates the hook: the island's first render reproduces the hook's nodes, and React takes those very nodes over, replacing none (a theme script's listeners, a QA locator and the focus stay valid). `adoptNodes(nodes, owned)` from `shared/ui/adopt.tsx` reproduces server nodes: each element the island owns (`owned`, a map from the server element to what the island renders for it) as `<Adopt node={element} …props>`, every other element as an opaque leaf React never looks into or writes, so the theme's attributes, words and nested hooks stay the theme's. The first render gives no attribute the server did not write (hydration sets none): what the island adds (`aria-pressed`, a message, a tab list) comes once `useAwake()` from `shared/ui/awake.ts` is true, in the render the runtime makes right after hydrating. A first render that differs from the markup is reported in the island's one line (where it differs), and the server markup stays. Where a server node must go somewhere new (the gallery's first image into its slider), move that very node; never clone or rebuild it. A shopper may tick a box or type before the island wakes: hydration keeps what they did, and on mount act on any control that `differsFromServer` (`shared/forms/server-state.ts`).",
    '- **Or it draws nothing.** An island that only acts on the server markup (listeners, the URL, a form\'s submit) exports `drawsNothing = true`: its root then lives off the page and React never touches the hook, however large (the listing swap over 2,000 cards, the FAQ list).',
    '- **Markup is read once.** What the island needs from the server markup (a `<template>`, slides, option radios) comes from `export const read = (element, props) => ({ … })` beside the component; it throws an `Error` naming what is missing, and the hook then keeps its server markup.',
    '- **Signals, one habit.** A component that reads a shared signal (`shared/state/*`) calls `useSignals()` first; a test fails otherwise.',
    '- **Effects clean up.** Listeners on the hook, the document or the window, timers, requests (aborted) and widgets (glide, nouislider) live in effects that undo themselves: the runtime unmounts the root when the hook leaves the page.',
    '- A render error removes only that island, puts its server markup back, marks the hook `failed` and logs one line.',
    '',
  ].join('\n');
}

/** What a version number promises a theme, and where each change is told. */
function versionsSection(): string {
  return [
    '## Versions and upgrades',
    '',
    'Releases are numbered `MAJOR.MINOR.PATCH` (semantic versioning) over the **public surface**, what a theme relies on:',
    '',
    "- the hooks: each `data-island` name, its `data-*` attributes (kind, required or default) and wake strategy, and the markup its section above asks for inside the hook;",
    "- the `storefront:*` events with their `detail` types, and `window.storefront`'s actions ([Events and actions for theme scripts](events.md); their types ship as `dist/storefront-events.d.ts`);",
    '- the `--sf-*` custom properties and the classes and states under [Theming](#theming).',
    '',
    'What a new version means for your theme:',
    '',
    '- **Patch** (1.0.0 → 1.0.1): fixes; the surface is the same. Install it.',
    '- **Minor** (1.0.0 → 1.1.0): something new (a hook, an attribute with a default, an event, a `detail` field, an action, a custom property, a class); all you use stays as it was. Install it, and use what is new when you want.',
    '- **Major** (1.x → 2.0.0): something a theme may rely on was removed, renamed or changed. Before installing it, read its section in [CHANGELOG.md](../CHANGELOG.md): its "For integrators" part has one note per change, with the markup before and after. Where the storefront recognises the old markup, its console line names the note: `upgrade note: CHANGELOG.md, 1.0.0, For integrators, "…"`.',
    '',
    "[docs/public-surface.json](public-surface.json) lists the surface of this version, generated from the code, and that of the release before it. A test fails when the code's surface changes without a new version and its section in CHANGELOG.md, or when the version's bump is smaller than the change needs (a removal or rename needs a major one, an addition a minor one); `npm run surface` writes the file, and refuses in one line when the version does not cover the change. The markup an island asks for inside its hook is described in its section, not in that file: a change to it is versioned and told in CHANGELOG.md all the same.",
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
    '<script type="module" src="/dist/boot.js" fetchpriority="low"></script>',
    '<body data-page="listing">',
    '```',
    '',
    '- `fetchpriority="low"` keeps boot.js from competing with the stylesheets and the first image for the connection: the page paints without it.',
    '- `data-page` on `<body>` names the page type (`cart`, `listing`, `detail`, `mainpage`, `advanced-search`) for the theme; islands do not need it, each hook says what it is.',
    '- An unknown island name is told when the hook is found. Attributes are read once, when the hook wakes (its strategy below: an `interaction` hook at its first touch, a `visible` one when it comes near the viewport), from the schema that comes with its island\'s code: a missing or malformed one is told then, not at page load, and a hook that never wakes is never checked. Either logs one console error naming the island, the element and the attribute (an id that names no element on the page is told apart from a value that is no id; a misspelt island name gets the nearest known one); that hook stays exactly as the server rendered it (a click held while its code loaded does what it does without JavaScript) and every other island still works. The words of that error come from a small chunk fetched only for such a hook.',
    '- Hooks in HTML inserted later (page-part swaps) start by themselves; removed hooks are cleaned up. No re-init call exists or is needed.',
    '- Each hook carries `data-island-state`: `waiting`, `loading`, `mounted`, `invalid` (bad attributes or unknown name; set once the error saying what is wrong is logged) or `failed` (its code could not load or start). Style or test against it; scripts hear of the last three as [`storefront:island`](events.md#storefrontisland).',
    '- Code arrives in chunks from `/dist/`, each with a 120 s timeout and one retry; a chunk that still fails is logged with the island\'s name and the browser\'s error (which names the chunk), and the hook keeps its server markup (links still navigate, forms still submit). A chunk cut off because the shopper left the page is not logged, and loads again if the page is shown again from the back/forward cache.',
    '- Every island must work on markup that already works without JavaScript.',
    '',
    `Islands: ${names.map((n) => `[\`${n}\`](#${n})`).join(', ')}. Styling what they draw: [Theming](#theming). Following them, and acting through them, from your own scripts: [Events and actions for theme scripts](events.md). What a new version changes for a theme: [Versions and upgrades](#versions-and-upgrades). New ones: [Write your own island](#write-your-own-island).`,
    '',
    ...names.map(islandSection),
    renderThemingSection(),
    versionsSection(),
    ownIslandSection(),
  ].join('\n');
}
