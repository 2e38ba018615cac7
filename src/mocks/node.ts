import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export { resetDb } from './db';

export const server = setupServer(...handlers);
