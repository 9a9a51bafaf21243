/**
 * The one script a page includes: <script type="module" src="/dist/boot.js" fetchpriority="low">.
 * It imports no React and nothing large; islands arrive as lazy chunks when they wake.
 */
import { registry } from './registry';
import { pageLeaving, startIslands } from './runtime/hooks';
import { FRESHNESS } from './runtime/freshness-name';
import { loadChunk } from './runtime/load-chunk';
import { reportIslandProblem } from './runtime/report';
import { defineStorefront } from './runtime/storefront-global';
import { whenIdleAfterPaint } from './runtime/wake';

// A browser older than the targets (README, "Browsers") gets one line and the page as served, never
// islands that break halfway: ES2023's array methods (Chrome 110, Firefox 115, Safari 16), which
// the islands use, stand for the rest.
if (([] as Partial<never[]>).toReversed) {
  startIslands(registry, document.documentElement);
  defineStorefront();
  void whenIdleAfterPaint().then(() => {
    // The next pages, fetched ahead (runtime/speculation.ts): a prefetch is never the shopper's
    // business, nor its failure.
    import('./runtime/speculation').then(
      (module) => module.speculate(),
      () => {},
    );
    loadChunk(() => import('./runtime/freshness')).then(
      ({ keepPageFresh }) => keepPageFresh(() => loadChunk(() => import('./runtime/catch-up')), pageLeaving),
      (error: unknown) => pageLeaving() || reportIslandProblem(FRESHNESS, document.body, 'could not load what keeps the cart and wishlist up to date', error),
    );
  });
} else void import('./runtime/boot-fallback');
