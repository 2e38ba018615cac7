import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export { resetDb } from './db';

/** The demo backend for tests (msw/node), with the same handlers the browser demo uses. */
export const server = setupServer(...handlers);
