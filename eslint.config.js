// ESLint flat config: typescript-eslint's type-checked recommended rules, React's hooks rules (the
// full recommended preset, with the React Compiler's checks) and jsx-a11y's recommended rules for
// JSX, beside the layer rules (eslint.layers.js). Each rule turned off or down says why, below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { configValueConfig, layersConfig } from './eslint.layers.js';

/** A jsx-a11y recommended rule's setting, without the key handlers in its list of handlers. */
function withoutKeyHandlers(rule) {
  const [level, options] = jsxA11y.flatConfigs.recommended.rules[rule];
  return [level, { ...options, handlers: options.handlers.filter((h) => !h.startsWith('onKey')) }];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dist-ssr*',
      '.publish',
      '.tmp-publish-*',
      'bench-results',
      'node_modules',
      'src/generated',
      'coverage',
      'demo/data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Types from tsconfig.json, which holds every TypeScript file (src, tests, scripts, the Vite configs).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // URL and path checks match control characters on purpose (they are how "java\nscript:" works).
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A key event reaches an element that cannot take focus only by bubbling up from a control
      // inside it: the carousels, the photo widget, the date picker and its day grid and the menu's
      // dropdowns catch their arrow keys and Escape that way, and stay containers. So key handlers
      // are not counted here; click and mouse handlers on such elements are still refused.
      'jsx-a11y/no-noninteractive-element-interactions': withoutKeyHandlers('jsx-a11y/no-noninteractive-element-interactions'),
      'jsx-a11y/no-static-element-interactions': withoutKeyHandlers('jsx-a11y/no-static-element-interactions'),
    },
  },
  {
    // Tests read untyped data on purpose (back-end answers, parsed files, mock calls: the
    // integration tests' `Json = any`) and check it with expect(), which is the check these rules
    // would add. The code under test is held to them.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // In a test `async () => value` is how a mock returns a promise, and `await act(async () => …)`
      // is React's way to wait for the updates an event starts: async without await, on purpose.
      '@typescript-eslint/require-await': 'off',
    },
  },
  layersConfig,
  configValueConfig,
  {
    // Plain JavaScript (scripts, the demo back-end, the browser tests, these configs) is no part of
    // the TypeScript project (tsconfig.json has no allowJs): the rules that need types are off.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
