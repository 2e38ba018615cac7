import { fileURLToPath } from 'node:url';

/** `@/x` is `src/x`: the one import alias, for Vite, Vitest and the e2e config alike. */
export const SRC_ALIAS = [{ find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) }];
