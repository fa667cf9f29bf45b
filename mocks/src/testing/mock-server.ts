import { queryClient, useSessionStore } from '@sdp/shared';
import { setupMockApi } from '../node';

/** The server's own API (pipeline on PGlite) for a test file: seeded data, cache and session fresh for every case. */
export function setupMockServer() {
  return setupMockApi(() => {
    queryClient.clear();
    useSessionStore.getState().clear();
  });
}
