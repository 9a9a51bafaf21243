/** Size budgets in gzip bytes, asserted by scripts/bundle-size.test.ts: the one place to change them. */
export const BOOT_BUDGET_GZIP = 3072;
/** react + react-dom/client + scheduler, production (68.6 KB gzip measured with React 19.3). */
export const REACT_VENDOR_BUDGET_GZIP = 72_000;
/** Any island's own chunk, or a chunk of shared code. */
export const CHUNK_BUDGET_GZIP = 12_000;
