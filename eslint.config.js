// ESLint flat config: typescript-eslint's recommended rules and React's hook rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { configValueConfig, layersConfig } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dist-ssr*', 'bench-results', 'node_modules', 'src/generated', 'coverage', 'demo/data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // URL and path checks match control characters on purpose (they are how "java\nscript:" works).
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layersConfig,
  configValueConfig,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
