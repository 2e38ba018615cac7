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
      'A feature never imports another feature: move what both use to src/components or src/lib, or combine them in src/pages.',
  })),
  {
    target: 'src/features',
    from: ['src/app', 'src/pages', 'src/layouts', 'src/mocks'],
    message: 'A feature never imports the app, its route modules, pages, layouts or the demo backend.',
  },
  {
    target: ['src/components', 'src/lib', 'src/config'],
    from: ['src/features', 'src/app', 'src/pages', 'src/layouts', 'src/mocks'],
    message:
      'Shared code (components, lib, config) never imports features, the app, pages, layouts or the demo backend.',
  },
  {
    target: ['src/lib', 'src/config'],
    from: 'src/components',
    message: 'src/lib and src/config hold no UI: they never import src/components.',
  },
  {
    target: 'src/pages',
    from: ['src/app', 'src/layouts', 'src/mocks'],
    message: 'A page never imports the app, route modules, layouts or the demo backend.',
  },
  {
    target: 'src/layouts',
    from: ['src/app', 'src/pages'],
    message: 'A layout never imports the app, route modules or pages.',
  },
  // What the public site loads never pulls in back-office code (npm run bench checks the built
  // files too): a feature's shared modules and components, and the public pages, stay out of admin/.
  {
    target: [
      `${src}/features/*/*.{ts,tsx}`,
      `${src}/features/*/components/**`,
      'src/pages',
      'src/layouts/public',
    ],
    from: [`${src}/features/*/admin/**`],
    message:
      "Public code (a feature's shared modules and components, src/pages) never imports an admin folder.",
  },
  // The demo backend serves what the app reads: it parses and types its records with each
  // feature's schema.ts (the entity's one definition), and reads src/config and src/lib.
  {
    target: 'src/mocks',
    from: ['src/app', 'src/pages', 'src/layouts', 'src/components'],
    message: 'The demo backend never imports the app, pages, layouts or components.',
  },
  {
    target: 'src/mocks',
    from: [`${src}/features/**`],
    except: [`${src}/features/*/schema.ts`],
    message: "The demo backend imports only a feature's schema.ts.",
  },
];

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
            'loader',
            'shouldRevalidate',
            'ErrorBoundary',
            'HydrateFallback',
            'Layout',
          ],
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
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'CAMEL_CASE' }],
    },
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
      'src/app/routes/**',
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
  fileNames(
    ['src/app/routes/**/*.tsx'],
    'KEBAB_CASE',
    'A route module is kebab-case, like the URL it serves: {{ target }}',
  ),
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
);
