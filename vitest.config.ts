import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['islands/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
  },
});
