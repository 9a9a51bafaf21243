/**
 * What docs/hooks.md says about fetching the next pages ahead ("Next pages ahead of time"), written from
 * the rule builder's own lists (speculation-rules.ts), so the deny list in the docs is the one shipped.
 */
import { ACTING_QUERY_KEYS, ISLAND_LINKS, OPTED_OUT_LINKS, SPECULATION_ATTRIBUTES, STATEFUL_PATH_SEGMENTS } from './speculation-rules';
import { HOVER_MS } from './speculation';

const code = (items: readonly string[]) => items.map((item) => `\`${item}\``).join(', ');

export function speculationSection(): string {
  return [
    '## Next pages ahead of time',
    '',
    "When the page is idle, boot loads a small chunk that inserts the page's [speculation rules](https://developer.mozilla.org/en-US/docs/Web/API/Speculation_Rules_API), built from the page's own links (document rules, so links a swap adds later count too):",
    '',
    '- **Prefetched on hover** (eagerness `moderate`: the pointer resting 200 ms on a link, or pressing it): every link to a page of the shop\'s own origin. The browser fetches the page\'s HTML, nothing more.',
    '- **Prerendered on press** (eagerness `conservative`: pointer or finger down): the links to the kinds of page the links marked `data-prerender` lead to (product cards, categories): every page in the same folder as a marked link (`/produkt/…`, `/kategoria/…`), or that very page when it sits at the top of the shop (`/kontakt`), so links a listing swap brings in are prerendered too. The browser loads the whole page, its scripts included, out of sight, and shows it at once when the click follows. (The rules name these pages by URL: naming the marked links by their selector cost a listing of 2,000 cards some 300 ms of style recalculation.)',
    '- **Never**, even a link marked `data-prerender`:',
    `  - a page that holds or changes the shopper's state: any path with a segment ${code(STATEFUL_PATH_SEGMENTS.map((segment) => `/${segment}`))} (the cart, the checkout, the account, login and logout; \`/dane\` holds images), under any prefix (\`/motyw-2/koszyk\`), in any letter case, with or without an extension (\`/koszyk.aspx\`);`,
    `  - a URL whose query acts: a key starting with ${code(ACTING_QUERY_KEYS)}, in any letter case (\`?add=12\`, \`?Remove_Item=3\`, \`?x=1&addToCart=5\`);`,
    `  - a link the theme or the browser marks: \`${OPTED_OUT_LINKS}\` (\`rel="nofollow"\`, any \`target\`, \`download\`, or \`data-no-prefetch\` on the link);`,
    `  - a link whose click an island takes over: \`${ISLAND_LINKS}\` (a pop-up's or a question form's trigger), whose page is only the path without JavaScript;`,
    '  - a page of another origin;',
    "  - a path the theme lists in `<body data-no-prefetch>` (below);",
    '  - this very page with another query (a filter, a sort, a page of a listing): the [`listing-swap`](#listing-swap) fetches its own answer ahead, and a prefetched navigation would be a second request.',
    "- **Off** for a shopper who asked to save data, on 2G (`slow-2g`, `2g`), or on a device with 2 GB of memory or less (`navigator.connection`, `navigator.deviceMemory`, where the browser tells them).",
    `- **Without Speculation Rules** (Firefox): a link to such a page the pointer rests on ${HOVER_MS} ms, or a finger touches, gets a \`<link rel="prefetch">\`, once per URL, by the same deny list. Safari fetches nothing ahead: it has neither rules nor prefetch hints, so a hint would only cost a request.`,
    '- A prerendered page counts and changes nothing until the shopper opens it: its GA4 pushes, cookie writes (the wishlist), stored search phrases, mini cart refresh and the cookie notice\'s 2.5 s (counted from when it is shown) wait for `prerenderingchange`. A theme script that counts (analytics, a chat widget) should do the same: `document.prerendering` is true until then.',
    "- **Never stale**: a page shown from a prerender, brought back by Back or Forward (from the back/forward cache or the HTTP cache), or open in another tab shows the mini cart and the wishlist as the shopper's last change in any tab left them: on being shown, a page that missed a change asks for the mini cart again (the cart page reloads) and takes the wishlist from its cookie ([`storefront:cart`](events.md#storefrontcart) then says `source: \"other-tab\"` or `\"restored\"`). A hidden tab asks the server nothing. The pages should be sent `Cache-Control: private, no-cache`, not `no-store` ([Deploying](deploy.md#the-shops-pages)).",
    "- Under a Content-Security-Policy the rules need `'inline-speculation-rules'` in `script-src` and the Trusted Types policy `storefront-speculation-rules` ([Security](security.md)); without them the browser refuses the rules with a console line, and the shop just gets no prefetch.",
    '',
    '| attribute | on | meaning |',
    '|---|---|---|',
    ...Object.entries(SPECULATION_ATTRIBUTES).map(([name, { where, meaning }]) => `| \`${name}\` | ${where.replace('<body>', '`<body>`')} | ${meaning} |`),
    '',
    'Example: the category menu and the product grid are prerendered on press; the competition\'s link, `/konkurs` and every page under `/promocje/` are never fetched ahead:',
    '',
    '```html',
    '<body data-page="listing" data-no-prefetch="/promocje/* /konkurs">',
    '<nav class="main-nav" data-prerender>…<a href="/kategoria/odziez">Odzież</a>…</nav>',
    '<ul class="product-grid" data-prerender>',
    '  <li><a href="/produkt/12-kurtka">Kurtka</a></li>',
    '</ul>',
    '<a href="/konkurs-zimowy" data-no-prefetch>Konkurs</a>',
    '```',
    '',
    "A `data-no-prefetch` entry on `<body>` is a same-origin path: it starts with one `/`, `*` stands for any characters, letter case is ignored, and the query is not looked at. An entry that is not such a path (`https://…`, `//cdn…`, `promocje`, one with `?` or `#`) is ignored, with one console line naming it.",
    '',
  ].join('\n');
}
