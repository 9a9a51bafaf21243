import { afterAll } from 'vitest';

/**
 * A React commit queues its passive-effect flush with setImmediate. Queued by the last test's work, it
 * would run after the test file's DOM environment is gone, and React's development build reads
 * `window.event` there: an unhandled ReferenceError that fails the run (seen once, after
 * ProductOptions.test.tsx, in a loaded CI run). The file ends only once that queue has run.
 */
afterAll(() => new Promise<void>((resolve) => setImmediate(resolve)));
