/**
 * Before 1.0.0 this island wrote the chosen variant into parts of the page it found by id; since then
 * each part is the hook of an island of its own. A theme written for then still marks those ids and
 * no hooks, and its price stops following the choice without a word: the island names the parts it
 * finds in that old form, and the upgrade note, in one line.
 */
const OLD_PARTS = [
  ['product-name', 'product-name'],
  ['product-price', 'product-price'],
  ['product-sku', 'product-codes'],
  ['product-ean', 'product-codes'],
  ['product-availability', 'product-availability'],
] as const;

/** The line to log when parts of the page are marked the old way, by an id outside the hook that now renders them; null when none is. */
export function oldVariantParts(page: Document): string | null {
  const old = OLD_PARTS.filter(([id, island]) => page.getElementById(id)?.closest(`[data-island="${island}"]`) === null);
  if (old.length === 0) return null;
  const ids = old.map(([id]) => '#' + id).join(', ');
  const hooks = [...new Set(old.map(([, island]) => island))].join(', ');
  return `${ids} will not follow the chosen variant without their hooks (${hooks}); upgrade note: CHANGELOG.md, 1.0.0, For integrators, "Price, name, codes and availability are hooks of their own"`;
}
