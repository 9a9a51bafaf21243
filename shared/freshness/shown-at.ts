/**
 * When the server rendered what this page shows of the cart and the wishlist, as a time to compare
 * with the change stamps: the moment its request went out. A page that Back or Forward took from the
 * HTTP cache (no bytes came over the network) is as old as its first load, which nothing on the page
 * tells, so it counts as older than any change.
 */
export function pageShownAt(): number {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry) return performance.timeOrigin;
  if (entry.type === 'back_forward' && entry.transferSize === 0) return 0;
  return performance.timeOrigin + entry.requestStart;
}
