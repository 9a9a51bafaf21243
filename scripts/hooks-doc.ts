/** Renders docs/hooks.md from the registry, so the integrator docs cannot drift from the code. */
import { readFileSync } from 'node:fs';
import { registry, type IslandName } from '../islands/registry';
import { registryDocs } from '../islands/registry-docs';
import { attributeName, type Attr, type AttrKind } from '../islands/runtime/schema';
import type { Wake } from '../islands/runtime/types';
import { speculationSection } from '../islands/runtime/speculation-docs';
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

const exampleFile = (name: string) => readFileSync(new URL(`../islands/example-stock-check/${name}`, import.meta.url), 'utf8').trimEnd();

/** The guide for a new island; its example is a real module, compiled and tested with the others. */
function ownIslandSection(): string {
  return [
    '## Write your own island',
    '',
    'Every island is a React 19 component that the runtime mounts in a React root of its own on the hook. Two examples are compiled and tested with the rest, and registered nowhere: `islands/example-wishlist-count/` only keeps the text of a count in step with a signal; `islands/example-stock-check/`, walked through here, is interactive. The theme writes a "Sprawdź dostępność" button in the product form; the island adopts it, asks the server (GetOptions) how the option chosen on the form stands when it is pressed, and says the answer or the failure in a message it adds after the button:',
    '',
    '```html',
    '<form action="/koszyk" method="post">',
    '  <fieldset class="product-option" data-dictionary-id="3">…option radios…</fieldset>',
    '  <div class="stock-check" data-island="stock-check" data-product-id="12"><button type="button">Sprawdź dostępność</button></div>',
    '</form>',
    '```',
    '',
    '1. `islands/<name>/schema.ts`: the hook\'s `data-*` attributes, typed (`string`, `integer`, `boolean`, `oneOf`, `url`, `elementId` from `islands/runtime/schema.ts`), each with its default (none: required). The runtime parses them when the island wakes, before its first render; a missing or malformed one leaves the hook as the server drew it and logs one line naming it.',
    '',
    '```ts',
    exampleFile('schema.ts'),
    '```',
    '',
    '2. `islands/<name>/read-….ts`: what the island needs from the server markup, found once, when it wakes, before its first render. It throws an `Error` naming what is missing (the hook then keeps its server markup, and the error is the island\'s one line), and returns the hook\'s nodes (`nodes`, which the component adopts) with the elements it owns.',
    '',
    '```ts',
    exampleFile('read-stock-check.ts'),
    '```',
    '',
    '3. `islands/<name>/<Name>.tsx`: the component, the module\'s default export, with `export const schema` (the schema of step 1: it comes with the island\'s chunk, so boot carries none) and `export const read` (step 2) beside it. It gets the parsed attributes, what `read` returned, and `context` (`context.element` is the hook; `context.report(problem, cause)` logs the island\'s one error line). Its parts, each the way every island does it:',
    '',
    '   - **A control of the theme\'s**: `<Adopt node={button} onClick={…} disabled={…}>` (`shared/ui/adopt.tsx`) takes over the very button, and gives it the handler and the attribute; `adoptNodes(nodes, owned)` reproduces the hook\'s other nodes untouched.',
    '   - **A message it adds**: `<Added>` holds what is not in the server markup (here `InlineMessage` from `shared/ui/InlineMessage.tsx`, hidden while its text is empty); `announce(text)` (`shared/ui/announce.ts`) says it to screen readers.',
    '   - **A server call**: a typed call from `shared/api/` (here `getOptions`), with an `AbortController` whose signal aborts the call when a new press starts or the island leaves (the effect\'s cleanup). An abort is no failure (`isAbort`); any other goes to `context.report` and into the message.',
    "   - **Its words**: every word the island adds itself (a message, an accessible name, a title) is a key of the message catalogue, added with its Polish default to `shared/messages/catalogue.ts` and a line on where it shows to `shared/messages/docs.ts`, and shown with `message('<key>', {…placeholders})` (`shared/messages/message.ts`) called when the text is needed, not kept in a module constant, so the page's overrides ([messages](messages.md)) apply.",
    '   - **A signal**: `useSignals()` first, then the signal\'s value (`shared/state/product-variant.ts`): the button waits while a new choice of option is loading.',
    '   - **An attribute on the hook**: the hook is the root\'s container, which no JSX reaches; `useHostProps({ classes, attributes, on })` (`shared/ui/use-host-props.ts`) sets `aria-busy` and a class on it while the call is out.',
    '',
    '```tsx',
    exampleFile('StockCheck.tsx'),
    '```',
    '',
    '4. `islands/<name>/<Name>.test.tsx`: the component mounted through the runtime\'s own path, under `<StrictMode>`: hydrating the hook, checked against its server markup, then awake; its `unmount` is the runtime\'s restore (`renderIsland` from `test-support/test-context.tsx`), queried by role and name as a shopper finds things, its server calls answered by the doubles in `test-support/` (`fake-fetch.ts`; `fake-options-shop.ts` for GetOptions), one test per thing it promises (the call and its answer, a failure, the signal, the abort when it leaves, the missing markup named):',
    '',
    '```tsx',
    exampleFile('StockCheck.test.tsx'),
    '```',
    '',
    '5. One line in `islands/registry.ts`: the name, the wake strategy and the chunk, all that boot holds of an island (about 15 to 25 bytes of its 3 KB, gzip), where the compiler checks the component against the schema and `read` its module exports (the example\'s test holds the same line, for the same check):',
    '',
    '```ts',
    "  'stock-check': { wake: 'interaction', load: () => import('./stock-check/StockCheck') },",
    '```',
    '',
    'What the runtime expects of a component, and does for it:',
    '',
    "- **It adopts what the server drew.** The runtime hydrates the hook: the island's first render reproduces the hook's nodes, and React takes those very nodes over, replacing none (a theme script's listeners, a QA locator and the focus stay valid). `adoptNodes(nodes, owned)` from `shared/ui/adopt.tsx` reproduces server nodes: each element the island owns (`owned`, a map from the server element to what the island renders for it) as `<Adopt node={element} …props>`, every other element as an opaque leaf React never looks into or writes, so the theme's attributes, words and nested hooks stay the theme's. A first render that differs from the markup is reported in the island's one line (where it differs), and the server markup stays.",
    "- **It writes what it means; the runtime times it.** The render that hydrates must set nothing, and the components need not know: `<Adopt>` gives the element the island's props (attributes, handlers) from the render right after hydration on, so an island writes `aria-pressed={pressed}`, not a condition on waking. Its children: text (a string, a number, `null`) stands for the server's content while hydrating and replaces it once awake; elements are rendered as given, so they must reproduce the server's (`adoptNodes`, a nested `Adopt`), unless `replace` is said (`<Adopt node={slot} replace>…</Adopt>`: the server's content while hydrating, the island's after). What the island adds to the markup (a message, a control, a tab list) goes in `<Added>…</Added>`, which renders nothing while hydrating. The hook element itself gets classes, attributes and listeners through `useHostProps`, from the same render on, each taken back when its value changes or the island leaves, beside the theme's own. `useAwake()` (`shared/ui/awake.ts`) remains for what must happen at the moment of waking (moving the focus once, as the island wakes).",
    "- **It leaves the server's markup behind.** The runtime notes, per root, the attributes, children and text of every element the island adopted (the hook, each `Adopt`ed element and the path down to it) as the server left them, and puts exactly that back when the island leaves (its hook taken out of the page, a page-part swap) or breaks: a hook a theme script takes out and puts back is the server's markup again, and wakes again as new.",
    '- Where a server node must go somewhere new (the gallery\'s first image into its slider), move that very node; never clone or rebuild it. A shopper may tick a box or type before the island wakes: hydration keeps what they did, and on mount act on any control that `differsFromServer` (`shared/forms/server-state.ts`).',
    '- **Or it draws nothing.** An island that only acts on the server markup (listeners, the URL, a form\'s submit) exports `drawsNothing = true`: its root then lives off the page and React never touches the hook, however large (the listing swap over 2,000 cards, the FAQ list).',
    '- **Signals, one habit.** A component that reads a shared signal (`shared/state/*`) calls `useSignals()` first; a test fails otherwise.',
    '- **Effects clean up.** Listeners on the document or the window, timers, requests (aborted) and widgets (glide, nouislider) live in effects that undo themselves: the runtime unmounts the root when the hook leaves the page.',
    '- A render error removes only that island, puts its server markup back, marks the hook `failed` and logs one line.',
    '',
    'Before a new island ships, it passes every gate below (where a test fails without one, the gate names it):',
    '',
    '- [ ] **Registry**: its line in `islands/registry.ts` (step 5); `scripts/bundle-size.test.ts` checks that boot carries it as written.',
    '- [ ] **Docs**: a `docs.ts` beside the component (`IslandDocs<typeof schema>`: a summary of the markup it asks for and what it changes, what each attribute means, an example hook, the fixture page that shows it), its line in `islands/registry-docs.ts` (a missing island is a type error), then `npm run docs`, which writes its section of this file and `docs/public-surface.json` (`scripts/hooks-doc.test.ts` fails when this file is out of date). A new hook is a minor version: raise `version` in `package.json` and write its section in `CHANGELOG.md` (`scripts/public-surface.test.ts` fails on a surface change without both).',
    '- [ ] **Budget**: its row in `ISLAND_BUDGETS_GZIP` of `scripts/budgets.ts`, the gzip bytes its chunk may weigh, with the date and what was measured (`node build.mjs`); `scripts/bundle-size.test.ts` fails without a row for every registered island, and when a chunk outgrows its row.',
    '- [ ] **Theming**: a row in `scripts/theming.ts` for every class its code renders or reads (a `className`, a `classList` call, a `…_CLASS` constant, the `classes` of `useHostProps`, a selector given to `querySelector`, `closest` or `matches`) and every class, state attribute and custom property its CSS styles; `scripts/theming.test.ts` fails on one missing, and the Theming section above is written from those rows.',
    '- [ ] **Fixture page**: the fixture shop (`fixtures/pages/`) renders the hook in a page, the one `docs.ts` names, as a shop would; the journeys that wake every island of a page (`e2e/node-invariant.spec.ts`: no element of a hook replaced; `e2e/nu-checker.spec.ts`: valid HTML once awake; `e2e/strict-csp.spec.ts`) then cover it, and `e2e/hostile-input.spec.ts` gives each of its typed attributes garbage (one clear error, the hook inert, the other islands working).',
    '- [ ] **Component test**: its `<Name>.test.tsx` under `<StrictMode>` through `renderIsland` (step 4), its server calls faked with `test-support/`.',
    '- [ ] **Leave and return**: its case in `CASES` of `e2e/leave-and-return.spec.ts` (the page, the hook, one small use asserting what it did): taken out of the page and put back, the hook is the server\'s markup again, wakes and works.',
    '- [ ] **React draws it**: the interactive part it draws named in `e2e/react-islands.spec.ts`, which proves React owns it once awake (or, for an island that draws nothing, that React never touched its hook).',
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
    '- the `--sf-*` custom properties and the classes and states under [Theming](#theming);',
    '- the page attributes of [Next pages ahead of time](#next-pages-ahead-of-time) (`data-prerender`, `data-no-prefetch`), and where each goes.',
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
    `Islands: ${names.map((n) => `[\`${n}\`](#${n})`).join(', ')}. Styling what they draw: [Theming](#theming). Following them, and acting through them, from your own scripts: [Events and actions for theme scripts](events.md). The words they add themselves (messages, accessible names, announcements), and how a page says them its own way: [Messages](messages.md). Which next pages the browser fetches before the shopper opens them, and how a theme keeps a link out: [Next pages ahead of time](#next-pages-ahead-of-time). What a new version changes for a theme: [Versions and upgrades](#versions-and-upgrades). New ones: [Write your own island](#write-your-own-island).`,
    '',
    ...names.map(islandSection),
    speculationSection(),
    renderThemingSection(),
    versionsSection(),
    ownIslandSection(),
  ].join('\n');
}
