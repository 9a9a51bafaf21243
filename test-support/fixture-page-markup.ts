/**
 * Prints, as JSON, the server markup of the fixture shop's page types in both themes: for a test in
 * a browser-like environment, where the fixture shop's Node code cannot run (`fixturePageMarkup`).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface PageMarkup {
  theme: string;
  page: string;
  html: string;
}

async function render(): Promise<PageMarkup[]> {
  const [{ addToCart }, { categoryBySlug, productById }, { parseListingParams }, { THEMES }, { visitorFor }] = await Promise.all([
    import('../fixtures/cart'),
    import('../fixtures/catalog/index'),
    import('../fixtures/pages/listing-params'),
    import('../fixtures/themes'),
    import('../fixtures/visitors'),
  ]);
  const { visitor } = visitorFor(undefined);
  addToCart(visitor, 2, -1, 1, []);
  addToCart(visitor, 5, -1, 2, []);
  return THEMES.flatMap((theme) => {
    const pages = {
      home: theme.home([], visitor),
      listing: theme.listing(categoryBySlug('odziez')!, parseListingParams(new URLSearchParams()), [], visitor),
      ...Object.fromEntries([1, 2, 3, 4, 5].map((id) => [`product ${id}`, theme.detail(productById(id)!, [], visitor)])),
      cart: theme.cart(visitor, ''),
      search: theme.search(new URLSearchParams('q=kurtka'), [], visitor),
      faq: theme.faq(visitor),
      contact: theme.contact(visitor, null),
    };
    return Object.entries(pages).map(([page, markup]) => ({ theme: theme.prefix || '/', page, html: markup.value }));
  });
}

/** The pages, rendered by the fixture shop in a Node process of their own. */
export function fixturePageMarkup(): PageMarkup[] {
  const script = fileURLToPath(import.meta.url);
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`the fixture pages did not render: ${run.stderr}`);
  return JSON.parse(run.stdout) as PageMarkup[];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(JSON.stringify(await render()));
