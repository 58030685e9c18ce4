// The floors of src/ and the one direction imports run: down. Each layer may import its own files
// and the layers listed for it in LAYERS, nothing above; `npx eslint .` fails on an import that
// runs back up. The picture of this table is docs/architecture.md ("Layers");
// tests/unit/eslint.layers.test.ts checks that the rule fires.
import boundaries from 'eslint-plugin-boundaries';

/** Where each layer lives: one folder each. */
export const WHERE = {
  entry: ['src/main.tsx', 'src/entry-server.tsx'],
  // The server renderer: the page as data, for the build (only src/entry-server.tsx imports it).
  prerender: 'src/prerender/**',
  islands: 'src/islands/**',
  studio: 'src/studio/**',
  app: 'src/app/**',
  pages: 'src/pages/**',
  sections: 'src/sections/**',
  // The config's checks know forms and links; the config's value (site-config/) sits at the bottom.
  'config-check': 'src/config-check/**',
  forms: 'src/forms/**',
  calendar: 'src/calendar/**',
  components: 'src/components/**',
  hooks: 'src/hooks/**',
  'island-kit': 'src/island-kit/**',
  navigation: 'src/navigation/**',
  api: 'src/api/**',
  i18n: 'src/i18n/**',
  render: 'src/render/**',
  'site-config': 'src/site-config/**',
  sw: 'src/sw/**',
  styles: 'src/styles/**',
  lib: 'src/lib/**',
  generated: 'src/generated/**',
};

/** What every building block stands on: services, shared hooks and pure helpers. */
const FOUNDATION = ['hooks', 'island-kit', 'navigation', 'api', 'i18n', 'render', 'site-config', 'sw', 'styles', 'lib', 'generated'];
const BLOCKS = ['forms', 'calendar', 'components', ...FOUNDATION];

/** Each layer and the layers it may import, top floor first. Only the studio reads the config's
 *  checks; a foundation layer imports only the ones named and the pure floor; lib imports only lib
 *  (and, by the policy below, the generated types). */
export const LAYERS = {
  entry: ['prerender', 'islands', 'studio', 'app', 'pages', 'sections', ...BLOCKS],
  prerender: ['islands', 'app', 'pages', 'sections', ...BLOCKS],
  islands: ['app', 'pages', 'sections', ...BLOCKS],
  studio: ['app', 'pages', 'sections', 'config-check', ...BLOCKS],
  app: ['pages', 'sections', ...BLOCKS],
  pages: ['sections', ...BLOCKS],
  sections: BLOCKS,
  'config-check': BLOCKS,
  forms: ['calendar', 'components', ...FOUNDATION],
  calendar: ['components', ...FOUNDATION],
  components: FOUNDATION,
  hooks: ['render', 'site-config', 'lib', 'generated'],
  'island-kit': ['render', 'lib', 'generated'],
  navigation: ['api', 'site-config', 'lib', 'generated'],
  api: ['render', 'site-config', 'lib', 'generated'],
  i18n: ['render', 'lib', 'generated'],
  // One render's context (what it is given, what it learns): under everything that renders.
  render: ['lib', 'generated'],
  'site-config': ['lib', 'generated'],
  sw: ['lib', 'generated'],
  styles: [],
  lib: [],
  generated: [],
};

const layer = (name) => ({ file: { categories: name } });

export const layersConfig = {
  files: ['src/**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['src/**'],
    'boundaries/files': Object.entries(WHERE).map(([category, pattern]) => ({ category, pattern })),
    'boundaries/files-single-match': true,
    // Static imports, re-exports and import(): a lazy import runs up as much as a static one.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs'] } },
  },
  rules: {
    // Every file of src/ stands on a floor: a new folder is placed in WHERE before it is used.
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          '{{from.file.categories}} may not import {{to.file.categories}}: imports run down the floors of docs/architecture.md ("Layers")',
        policies: [
          ...Object.entries(LAYERS).map(([name, below]) => ({
            from: layer(name),
            allow: { to: { file: { categories: { anyOf: [name, ...below] } } } },
          })),
          // Pure helpers may name the schema's generated types, and nothing of the code above them.
          { from: layer('lib'), allow: { to: layer('generated'), dependency: { kind: 'type' } } },
        ],
      },
    ],
  },
};

/** Where site.config.json enters the site: the entry points, which pass it down as a value
 *  (src/site-config/config-context.tsx). Anything else reads the config it is rendered with. */
export const CONFIG_ENTRIES = [
  'src/site-config/config-file.ts',
  'src/app/site-value.ts',
  'src/entry-server.tsx',
  'src/studio/studio-entry.tsx',
  // The request settings of the built config, for asking the back-end outside a render.
  'src/api/built-api.ts',
];

export const configValueConfig = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: CONFIG_ENTRIES,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/site-config/config-file', '**/site.config.json'],
            message:
              'The config is a value: read it with useSiteConfig() or take it as a parameter; only the entry points (CONFIG_ENTRIES) import the file.',
          },
        ],
      },
    ],
  },
};
