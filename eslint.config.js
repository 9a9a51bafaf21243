/**
 * Lint for the islands, the shared code and the test helpers that drive them: the React hooks rules
 * (their recommended set, the React Compiler's rules among them), which have the last word on how a
 * component uses hooks. Types are tsc's job; TypeScript is only parsed here. And the imports that
 * keep the layers apart.
 */
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

// Layers run one way: islands use shared code, never the reverse (the actions, which run islands'
// flows, live in islands/storefront-actions/).
const NO_ISLANDS = { group: ['**/islands/**'], message: 'shared/ must not import islands/: move the code that needs the island into islands/.' };

// Shipped code never reaches test code: nothing but imports keeps a test double out of a chunk (a
// chunk's sources are also checked, in scripts/chunks-carry-no-test-code.test.ts).
const NO_TEST_CODE = [
  { group: ['**/test-support', '**/test-support/**'], message: 'test-support/ holds test doubles and helpers: only tests (*.test.ts, *.test.tsx) import it.' },
  { group: ['vitest', 'vitest/**', '@vitest/**', '@testing-library/**', 'happy-dom', 'happy-dom/**'], message: 'test libraries are for tests: a helper that needs one belongs in test-support/.' },
];

const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default [
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'test-results/'] },
  {
    ...reactHooks.configs.flat.recommended,
    files: ['islands/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'test-support/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // The code that ships: the islands and shared code built into dist/, the theme example and the prune tool.
  {
    files: ['islands/**/*.{ts,tsx}', 'examples/**/*.ts', 'tools/**/*.mjs'],
    ignores: TESTS,
    languageOptions: { parser: tseslint.parser },
    rules: restrictImports(NO_TEST_CODE),
  },
  // A later block's options replace an earlier one's for the same rule, so shared/'s code carries both sets.
  { files: ['shared/**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, rules: restrictImports([NO_ISLANDS]) },
  { files: ['shared/**/*.{ts,tsx}'], ignores: TESTS, rules: restrictImports([NO_ISLANDS, ...NO_TEST_CODE]) },
];
