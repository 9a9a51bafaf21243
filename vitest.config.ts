import { defineConfig } from 'vitest/config';

/** The release tests run as: build.mjs writes the real one into the shipped code (islands/runtime/release.ts). */
export const TEST_RELEASE = { version: '0.0.0-test', build: 'test' };

export default defineConfig({
  define: { STOREFRONT_VERSION: JSON.stringify(TEST_RELEASE.version), STOREFRONT_BUILD: JSON.stringify(TEST_RELEASE.build), STOREFRONT_BROWSERS: JSON.stringify('Chrome 111, Firefox 115, Safari 16.4') },
  test: {
    include: ['islands/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts', 'tools/**/*.test.ts', 'aspnet/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['scripts/vitest-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
