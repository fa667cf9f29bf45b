import { queryClient, useSessionStore } from '@sdp/shared';
import { setupMockApi } from '../node';

/** The server's own API (pipeline on PGlite) for a test file: seeded data, cache and session fresh for every case. */
export function setupMockServer() {
  return setupMockApi(() => {
    queryClient.clear();
    useSessionStore.getState().clear();
  });
}

/** Every API path (with its query) the test's requests ask from now on, in order. */
export function recordApiRequests(server: ReturnType<typeof setupMockServer>): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/v1/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}
