/**
 * The e2e run's ports, from a base (E2E_PORT, 4180 by default: a second run on another base
 * collides with nothing of the first's). The demo build's preview server, shared by every file, is
 * on the base; a file that serves something of its own has offsets of its own, so the two files
 * running at once never ask for one port. The offsets are fixed rather than per worker: the
 * production build names its services' addresses, and a build reused with E2E_SKIP_BUILD must find
 * them where it was built for.
 */
export const DEFAULT_BASE_PORT = 4180;
const BASE_PORT = Number(process.env.E2E_PORT || DEFAULT_BASE_PORT);

/** The demo build served by `vite preview` (global-setup.ts). */
export const PREVIEW_PORT = BASE_PORT;

/** The demo build behind nginx (nginx.e2e.ts). */
export const NGINX_PORT = BASE_PORT + 1;

/** The production build behind nginx and its services, on five ports from this one (production.e2e.ts). */
export const PRODUCTION_BASE_PORT = BASE_PORT + 5;
