import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.data-test',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      // Plain browser scripts copied as-is by Vite (the SPA's pre-paint appearance script).
      'app/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', '.dependency-cruiser.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // expect.any() and friends are typed `any`.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['common/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/app/**', '**/widget/**'] }],
    },
  },
  {
    files: ['app/**', 'widget/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    // Text typed into a field takes its direction from its first letters (dir="auto"; "ltr" for values
    // such as phone numbers and colours): without it a Latin text in an Arabic page mirrors its punctuation.
    files: ['app/**/*.tsx', 'widget/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='textarea']:not(:has(JSXAttribute[name.name='dir']))",
          message: 'A <textarea> needs dir="auto" (text in either direction keeps its punctuation in place).',
        },
        {
          selector:
            "JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='dir'])):not(:has(JSXAttribute[name.name='type'][value.value=/^(checkbox|radio|file|hidden|color|range|submit|button|reset|image)$/]))",
          message: 'A text <input> needs dir="auto" ("ltr" for phone numbers, colours and the like).',
        },
      ],
    },
  },
  {
    files: ['server/**'],
    // The top-level widget/ holds chat/ and loader/; server/features/widget is the server's own feature.
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/app/**', '**/widget/chat/**', '**/widget/loader/**'] }],
    },
  },
  { files: ['*.js', 'scripts/*.mjs', '.dependency-cruiser.cjs'], ...tseslint.configs.disableTypeChecked },
);
