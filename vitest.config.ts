import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['islands/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['scripts/vitest-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
