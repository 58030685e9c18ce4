import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * Files that need a real Node module loader or real globals, which the VM pool does not give:
 * json-schema-to-typescript loads prettier through a CommonJS-to-ESM hop the VM cannot resolve,
 * so do ESLint's plugins for the layer test (jsx-a11y's dependencies load an .mjs from CommonJS),
 * and the server-render test removes window/document, which a VM context's global cannot lose.
 * The bucket test runs s3rver, whose CommonJS dependencies load an .mjs the same way.
 */
const ALL = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'];
export const NEEDS_THREADS = [
  'tests/unit/scripts/generated-fresh.test.ts',
  'tests/unit/src/calendar/date-picker/bs-date-picker.test.tsx',
  'tests/unit/eslint.layers.test.ts',
  'tests/integration/s3-publish.test.ts',
];

/** The import aliases of the tests: `@src/api/fetcher` is src/api/fetcher.ts, `@test/render` tests/support/render.tsx. */
const FOLDER_ALIASES = { '@src': 'src', '@scripts': 'scripts', '@demo': 'demo', '@test': 'tests/support' };

export default defineConfig({
  plugins: [react()],
  resolve: {
    // react-router-dom's CommonJS build require()s react-router's ES module, which only Node's
    // own require(esm) can do; the VM pool needs the ES build.
    alias: [
      // The tests' names for the folders they test and for their own helpers (tsconfig.json's paths).
      ...Object.entries(FOLDER_ALIASES).map(([name, folder]) => ({
        find: new RegExp(`^${name}/`),
        replacement: fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
      })),
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/support/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 20_000,
    // Beside the usual account, the failures as data for `npm test`'s summary (when it asks).
    reporters: ['default', './tests/support/unit-failures-reporter.mjs'],
    maxWorkers: 2,
    // Speed on a 2-core machine. Each test file needs its own globals (files stub matchMedia,
    // observers and storage at module level). The threads pool gives that by starting a fresh
    // worker and jsdom per file (~120 s for the suite); the VM pool gives each file a fresh VM
    // context inside long-lived workers (~55 s).
    projects: [
      { extends: true, test: { name: 'vm', pool: 'vmThreads', include: ALL, exclude: NEEDS_THREADS } },
      { extends: true, test: { name: 'threads', pool: 'threads', include: NEEDS_THREADS } },
    ],
  },
});
