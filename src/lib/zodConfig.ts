// jitless: zod 4 probes for `new Function` when it builds the first object schema, a reported violation under
// the CSP's script-src 'self'; so every schema module imports this first.
import { config } from 'zod/mini';

config({ jitless: true });
