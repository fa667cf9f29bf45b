import { queryClient, useSessionStore } from '@sdp/shared';
import { resetMockStore, server } from '@sdp/mocks/node';

/** msw over the mock store for a test file: fresh data, cache and session for every case. */
export function setupMockServer(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockStore();
    queryClient.clear();
    useSessionStore.getState().clear();
  });
  afterAll(() => server.close());
  return server;
}
