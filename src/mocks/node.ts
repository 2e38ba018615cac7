import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for tests (msw/node), with the same handlers the browser demo uses. */
export const server = setupServer(...handlers);
