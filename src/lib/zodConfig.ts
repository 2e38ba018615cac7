/**
 * zod's settings, applied before any schema is built. Every module that builds a schema imports
 * this first (lib/parse for the answer parsers, the admin form schemas for full zod).
 *
 * jitless: zod 4 compiles object parsers with `new Function` and probes for it when the first
 * object schema is built; under the production CSP (`script-src 'self'`) that probe is a reported
 * violation. The setting is read when a schema is built, so it must come before any.
 */
import { config } from 'zod/mini';

config({ jitless: true });
