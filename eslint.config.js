import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/ignore': ['node_modules'], 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports run one way (architecture.md): views -> machines; app -> views, machines, services;
      // machines, views, services and server -> domain. domain imports nothing of ours; machines
      // import neither views nor services; the server imports nothing from src/ but domain.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/domain', from: ['./src/app', './src/views', './src/machines', './src/services', './src/styles', './server'] },
            { target: './src/machines', from: ['./src/views', './src/app', './src/services'] },
            { target: './src/views', from: ['./src/app', './src/services'] },
            { target: './src/services', from: ['./src/app', './src/views', './src/machines'] },
            { target: './server', from: './src', except: ['./domain'] },
            { target: './src', from: './server' },
          ],
        },
      ],
    },
  },
  {
    // Views use react-aria through the wrappers of views/ui, which keep its use (and its looks) in one
    // place. src/domain has its own, stricter rule below.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/views/ui/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react-aria-components|react-aria|react-stately|@react-aria/.*|@react-stately/.*)$',
              message: 'Use (or add) a wrapper in src/views/ui: react-aria is imported only there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure rules shared by client and server: nothing but zod from outside.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.)', message: 'src/domain imports nothing but zod (architecture.md).' }] }],
    },
  },
);
