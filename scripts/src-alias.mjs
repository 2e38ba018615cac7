import { fileURLToPath } from 'node:url';

/**
 * The import aliases, for Vite, Vitest and the e2e config alike (tsconfig.json's paths say the same
 * to TypeScript): `@/x` is `src/x`, and `@tests/test-utils` is the tests' one helper module.
 */
export const SRC_ALIAS = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  {
    find: /^@tests\/test-utils$/,
    replacement: fileURLToPath(new URL('../tests/test-utils/index.ts', import.meta.url)),
  },
];
