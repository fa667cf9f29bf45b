import { setupServer } from 'msw/node';
import { handlers } from './handlers/index';
import { setMockDelayFactor } from './lib/delay';

// Node runs are tests: answer at once.
setMockDelayFactor(0);

/** msw for Jest and the contract test: `server.listen()` in beforeAll, `resetMockStore()` between cases. */
export const server = setupServer(...handlers);
export { resetMockStore } from './store/registry';
