/**
 * Renders the "Events" section of docs/hooks.md: the public events the runtime dispatches so far
 * (issue 29 adds the rest, and a page of their own generated from shared/events/types.ts). Each detail
 * field is described in a table typed by its detail, so a field added or renamed there is a type error here.
 */
import type { ErrorEventDetail, IslandEventDetail } from '../shared/events/types';

type Fields<T> = { [K in keyof T]-?: string };

const ISLAND_FIELDS: Fields<IslandEventDetail> = {
  name: 'the island (`data-island`)',
  state: '`mounted`, `failed` or `invalid`, as `data-island-state` now says',
  reason: 'for `failed` and `invalid`, what went wrong: the words of the island\'s console line',
};

const ERROR_FIELDS: Fields<ErrorEventDetail> = {
  island: 'the island (`data-island`)',
  message: 'what went wrong: the console line without its island and element',
  call: 'when a server call failed or answered malformed, its name (`GetOptions`, `AddCart`, `smallcart`, `listing`, …); otherwise undefined',
  status: "that call's HTTP status when it was answered with one (`500`); undefined for a timeout, a network failure or a malformed answer",
};

const fieldList = (fields: Record<string, string>) => Object.entries(fields).map(([name, what]) => `  - \`${name}\`: ${what}`);

const EXAMPLE = `// Failed server calls to your monitoring; a class on the gallery once it works.
document.addEventListener('storefront:error', (event) => {
  const { island, message, call, status } = event.detail;
  if (call) navigator.sendBeacon('/monitoring', JSON.stringify({ island, call, status, message }));
});
document.addEventListener('storefront:island', (event) => {
  if (event.detail.name === 'gallery' && event.detail.state === 'mounted') event.target.classList.add('theme-gallery-ready');
});`;

export function renderEventsSection(): string {
  return [
    '## Events',
    '',
    'Your own scripts (a tag manager, a monitoring script, a theme widget) can follow the islands without watching the DOM. The storefront dispatches `CustomEvent`s named `storefront:*` that bubble, so one listener on `document` hears them all; `detail` carries data, never HTML. Their names and `detail` types are in `shared/events/types.ts`.',
    '',
    '- `storefront:island`, on the hook, whenever its `data-island-state` settles: `mounted`; `failed` (its code could not load or start, or it crashed later); `invalid` (unknown name or bad attributes). The hook is marked before the event, and for `failed` and `invalid` the console line is logged before it. A chunk cut off because the shopper left the page is neither logged nor told. `detail`:',
    ...fieldList(ISLAND_FIELDS),
    '- `storefront:error`, on the hook, once for each console line about an island: a bad attribute or unknown name, a chunk that failed, a failed or malformed server call, a crash. A monitoring script needs nothing else. `detail`:',
    ...fieldList(ERROR_FIELDS),
    '- A listener that throws does not break the island: the browser reports its error as it does for any listener.',
    '- User Timing: each island\'s wake is measured as `storefront:<island>` (from the moment it starts loading to mounted), so DevTools\' Performance panel shows it and a `PerformanceObserver` for `measure` entries reads it in the field.',
    '',
    'Example:',
    '',
    '```js',
    EXAMPLE,
    '```',
    '',
  ].join('\n');
}
