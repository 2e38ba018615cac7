import { fileURLToPath } from 'node:url';

/**
 * The import aliases, for Vite, Vitest and the e2e config alike (tsconfig.json's paths say the same
 * to TypeScript): `@/x` is `src/x`, and `@tests/test-utils/<topic>` one of the tests' helper modules
 * (a file imports only the helpers it uses, so a test of one function does not load the route tree).
 */
export const SRC_ALIAS = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  {
    find: /^@tests\/test-utils\//,
    replacement: fileURLToPath(new URL('../tests/test-utils/', import.meta.url)),
  },
];
