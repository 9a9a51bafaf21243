/**
 * The one script a page includes: <script type="module" src="/dist/boot.js" fetchpriority="low">.
 * It imports no React and nothing large; islands arrive as lazy chunks when they wake.
 */
import { registry } from './registry';
import { startIslands } from './runtime/hooks';
import { defineStorefront } from './runtime/storefront-global';

startIslands(registry, document.documentElement);
defineStorefront();
