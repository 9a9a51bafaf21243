/**
 * Lint for the islands and shared code: the React hooks rules (their recommended set, the React
 * Compiler's rules among them), which have the last word on how a component uses hooks. Types are
 * tsc's job; TypeScript is only parsed here.
 */
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default [
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'test-results/'] },
  {
    ...reactHooks.configs.flat.recommended,
    files: ['islands/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // Layers run one way: islands use shared code, never the reverse (the actions, which run islands'
    // flows, live in islands/storefront-actions/).
    files: ['shared/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/islands/**'], message: 'shared/ must not import islands/: move the code that needs the island into islands/.' }] }] },
  },
];
