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
      // server -> the API contract only; machines import neither views nor services (types aside).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/machines', from: './src/views' },
            { target: './src/machines', from: './src/app' },
            { target: './src/machines', from: './src/services', except: ['./contract'] },
            { target: './src/views', from: './src/app' },
            { target: './src/views', from: './src/services', except: ['./contract'] },
            { target: './src/services', from: ['./src/app', './src/views', './src/machines'] },
            { target: './server', from: './src', except: ['./services/contract'] },
            { target: './src', from: './server' },
          ],
        },
      ],
    },
  },
);
