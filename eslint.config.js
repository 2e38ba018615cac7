import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const src = path.join(root, 'src');
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const screens = ['public', 'brochure', 'auth', 'admin'].flatMap((tree) =>
  readdirSync(path.join(src, 'app/routes', tree)).map((name) => `${tree}/${name}`),
);
const TRANSLATED = 'public/translated';
/** The English screens the translated record pages take (`./public/<module>.tsx`). */
const translatedScreens = readdirSync(path.join(src, 'app/routes', TRANSLATED)).flatMap((name) => {
  const page = name.replace(/\.tsx$/, '');
  // The English screen: a route module, or a route's folder.
  return [`./public/${page}.tsx`, `./public/${page}`];
});

/**
 * The layering (README "Layout"), as eslint-plugin-import-x's no-restricted-paths zones: the plugin
 * that checks cycles checks layers too, with the same resolver and module cache, so one plugin and
 * one resolution of `@/` serve both (eslint-plugin-boundaries would add a second resolver pass).
 * Type-only imports count: a layer does not reach up for types either. Tests are not a target.
 */
const layers = [
  // A new feature folder is covered as soon as it exists.
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both use to src/components or src/lib, or combine them in the route module.',
  })),
  {
    target: 'src/features',
    from: ['src/app', 'src/layouts', 'src/mocks'],
    message: 'A feature never imports the app, its route modules, layouts or the demo backend.',
  },
  {
    target: ['src/components', 'src/lib', 'src/config'],
    from: ['src/features', 'src/app', 'src/layouts', 'src/mocks'],
    message:
      'Shared code (components, lib, config) never imports features, the app, route modules, layouts or the demo backend.',
  },
  {
    target: ['src/lib', 'src/config'],
    from: 'src/components',
    message: 'src/lib and src/config hold no UI: they never import src/components.',
  },
  {
    target: 'src/app/routes',
    from: 'src/mocks',
    message: 'A screen never imports the demo backend.',
  },
  {
    target: 'src/layouts',
    from: ['src/app'],
    message: 'A layout never imports the app or route modules.',
  },
  // What the public site loads never pulls in back-office code (npm run bench checks the built
  // files too).
  {
    target: [
      `${src}/features/*/*.{ts,tsx}`,
      `${src}/features/*/components/**`,
      'src/app/routes/public',
      'src/app/routes/brochure',
      'src/app/routes/auth',
      'src/layouts/public',
    ],
    from: [
      `${src}/features/*/admin/**`,
      `${src}/app/routes/admin/**`,
      `${src}/components/admin/**`,
      `${src}/layouts/admin/**`,
    ],
    message:
      "Public code (a feature's shared modules and components, the public and auth screens) never imports admin code.",
  },
  // A route module, or a route's folder, is one screen. A record's page in another language
  // (routes/public/translated) is its English screen without the build's loader: it imports that one.
  ...screens.map((screen) => ({
    target: `src/app/routes/${screen}`,
    from: 'src/app/routes',
    except: [`./${screen}`, ...(screen === TRANSLATED ? translatedScreens : [])],
    message:
      'A screen never imports another screen: what two screens share belongs in a feature, src/components or src/lib.',
  })),
  // The demo backend serves what the app reads: it parses and types its records with each
  // feature's schema.ts (the entity's one definition), and reads src/config and src/lib.
  {
    target: 'src/mocks',
    from: ['src/app', 'src/layouts', 'src/components'],
    message: 'The demo backend never imports the app, layouts or components.',
  },
  {
    target: 'src/mocks',
    from: [`${src}/features/**`],
    except: [`${src}/features/*/schema.ts`],
    message: "The demo backend imports only a feature's schema.ts.",
  },
];

const searchParamsImport = {
  name: 'react-router',
  importNames: ['useSearchParams'],
  message: 'Read and write the URL query with useUrlState (src/lib/useUrlState.ts).',
};
const adminFormImports = ['react-hook-form', 'zod'].map((name) => ({
  name,
  message:
    'Only admin forms use react-hook-form and full zod; public code uses lib/useCheckedForm and zod/mini.',
}));

/**
 * What makes a browser load ICU's data: its first use blocks a phone's main thread for hundreds of
 * milliseconds while the page loads (docs/decisions/0076). Public code writes numbers, dates and
 * orders with the app's own modules; admin code keeps Intl.
 */
const icuMessage =
  "ICU's start-up blocks a phone's main thread for hundreds of ms: public code formats with groupDigits (src/lib/numbers.ts), officeClock, dayText and officeShortDay (src/lib/officeClock.ts), and sorts with compareText (src/lib/textOrder.ts). Admin code may use Intl.";
const icuSyntax = [
  "MemberExpression[object.type='Identifier'][object.name='Intl']",
  'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
  "CallExpression[callee.property.name='localeCompare'][arguments.length>1]",
].map((selector) => ({ selector, message: icuMessage }));

/** One file-naming rule (eslint-plugin-check-file); the last block matching a file sets its convention. */
const fileNames = (files, convention, errorMessage, ignores = []) => ({
  files,
  ignores,
  plugins: { 'check-file': checkFile },
  rules: { 'check-file/filename-naming-convention': ['error', { '**/*': convention }, { errorMessage }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'shots',
      'node_modules',
      'public/mockServiceWorker.js',
      '.lighthouse',
      'tests/e2e/.artifacts',
      '.react-router',
      // The demo-art generator: a program beside the app, outside its lint (tools/demo-art/README.md).
      'tools',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': [
        'warn',
        {
          allowConstantExport: true,
          // What a React Router route module exports beside its page (src/app/routes).
          allowExportNames: [
            'meta',
            'links',
            'clientLoader',
            'clientMiddleware',
            'loader',
            'shouldRevalidate',
            'ErrorBoundary',
            'HydrateFallback',
            'Layout',
          ],
          // A record route's or brochure's screen, made from its kind (src/app/RecordScreen.tsx,
          // src/app/BrochureScreen.tsx): the route module's default export.
          extraHOCs: ['recordScreen', 'brochureScreen'],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x's own resolver (unrs-resolver) reads tsconfig.json's `paths`, so `@/` resolves.
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layers }],
      // Packages cannot import back into src: skipping them keeps the walk to our own files.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Route folders are named like their route module (below); the routes test checks both.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/routes/**'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/folder-naming-convention': ['error', { 'src/**/': 'CAMEL_CASE' }] },
  },
  // File names follow what the file holds (README "Layout"). src/app's root.tsx and entry.*.tsx
  // are React Router's names, and vite-env.d.ts Vite's.
  fileNames(['src/**/*.ts'], 'CAMEL_CASE', 'A .ts module is camelCase: {{ target }}', [
    'src/**/*.d.ts',
    'src/**/use*.ts',
  ]),
  fileNames(
    ['src/**/*.tsx'],
    'PASCAL_CASE',
    'A .tsx file is named after its component, PascalCase: {{ target }}',
    [
      'src/app/routes/*/*.tsx',
      'src/app/routes/*/*/route.tsx',
      'src/app/routes/public/translated/*.tsx',
      'src/app/root.tsx',
      'src/app/entry.*.tsx',
      'src/**/use*.tsx',
      'src/**/*[iI]cons.tsx',
    ],
  ),
  fileNames(
    ['src/**/use*.{ts,tsx}'],
    'use+([A-Z])*([a-zA-Z0-9])',
    "A hook's file is named after the hook, useX: {{ target }}",
  ),
  // A set of icon components, imported by name: icons.tsx, shareIcons.tsx.
  fileNames(['src/**/*[iI]cons.tsx'], 'CAMEL_CASE', 'An icon set is camelCase, like icons.tsx: {{ target }}'),
  // A route module is named after its URL in React Router's flat-routes style (docs/conventions.md);
  // tests/app/routes.test.ts checks each name against the path it serves.
  fileNames(
    ['src/app/routes/*/*.tsx'],
    '+([a-z0-9_.$-])',
    'A route module is named after its URL, like property.land-details.$id.tsx: {{ target }}',
  ),
  // The URL query has one way in and out, useUrlState; and react-hook-form and full zod stay out of
  // what the public site loads (docs/conventions.md, "URL state" and "Forms").
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/useUrlState.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [searchParamsImport] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/admin/**', 'src/lib/useUrlState.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [searchParamsImport, ...adminFormImports], patterns: ['@hookform/*'] },
      ],
    },
  },
  // toLocaleLowerCase and toLocaleUpperCase need no ICU data, and stay allowed.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/app/routes/admin/**',
      'src/features/*/admin/**',
      'src/components/admin/**',
      'src/layouts/admin/**',
      'src/mocks/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...icuSyntax] },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*'],
    rules: { 'no-console': 'off', 'react-refresh/only-export-components': 'off' },
  },
  // Unit and integration tests mirror src/ (tests/test-layout.test.ts checks their names) and take
  // each helper from its own module, @tests/test-utils/<topic>: a test loads only the helpers it
  // uses (the route tree only with render). The e2e suites and the bench import the one helper
  // file they need.
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**', 'tests/bench/**', 'tests/test-utils/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/.*test-utils|@tests/test-utils/?$)',
              message: 'A test imports each helper from its module: @tests/test-utils/<topic>.',
            },
          ],
        },
      ],
    },
  },
);
