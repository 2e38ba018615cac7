import type { RequestHandler } from 'msw';

/** Filled in by the demo backend: every SPEC.md §7 call plus upload and email. */
export const handlers: RequestHandler[] = [];
