import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Files no tsconfig includes (tooling, benchmarks): linted without type information. */
const untyped = ['**/*.{js,mjs,cjs}', 'bench/**', 'vitest.config.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/server/dist-test-*/**',
      '**/node_modules/**',
      'data/**',
      'bench/data/**',
      'e2e/artifacts/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file is typed by the tsconfig.json nearest to it (the workspace's own).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits loses its error; `void` says fire-and-forget was meant.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A new enum or union member must be handled wherever the union is switched on.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  { files: untyped, ...tseslint.configs.disableTypeChecked },
  {
    // Layers (house rule 1): routes do HTTP and reach data only through services.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/*.repository.ts'],
              message: 'Routes call services; repositories are wired into services in services.ts.',
            },
            {
              group: ['**/db', '**/db/**'],
              message: 'Routes never touch the database; a service does that through its repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Shared components are building blocks: features and the app shell use them, not the other way round.
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**', '**/app', '**/app/**'],
              message:
                'components/ must not import features/ or the app shell (app/); move the shared piece down.',
            },
          ],
        },
      ],
    },
  },
);
