import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES } from '@sdp/shared/contracts';
import { matchOperation, OPERATIONS, type OperationId } from '@sdp/shared/routes';
import { API_PREFIX, type FetchHandler } from './fetch-adapter';
import { qaControls } from './qa-controls';

/** The spec's mock latencies (DESIGN.md §2). */
const MOCK_DELAYS = { list: 300, detail: 500, write: 500, download: 5000 } as const;

/** An operation's latency by its kind in the table: a write, a download, one record or a list. */
function delayOf(id: OperationId): number {
  const operation = OPERATIONS[id];
  if (operation.method !== 'GET') return MOCK_DELAYS.write;
  if (/^export|^downloadExport$/.test(id)) return MOCK_DELAYS.download;
  return operation.path.includes(':') ? MOCK_DELAYS.detail : MOCK_DELAYS.list;
}

const failure = (status: 500 | 503) =>
  HttpResponse.json(
    status === 503
      ? { message: MESSAGES.unavailable, code: 'E-503' }
      : { message: MESSAGES.fallback, code: 'E-001' },
    { status },
  );

/**
 * msw's interceptors: every /api/v1 call and the dev IdP go to the server's pipeline, after the QA controls (latency
 * per operation of the table, a chosen operation failing, offline) have had their say.
 */
export function mockHandlers(handle: FetchHandler): HttpHandler[] {
  return [
    http.all('*/dev-idp/*', ({ request }) => (qaControls().offline ? HttpResponse.error() : handle(request))),
    http.all(`*${API_PREFIX}/*`, async ({ request }) => {
      const controls = qaControls();
      if (controls.offline) return HttpResponse.error();
      const path = new URL(request.url).pathname.slice(API_PREFIX.length);
      const id = matchOperation(OPERATIONS, request.method, path)?.id;
      if (id && controls.delays === 'spec') await delay(delayOf(id));
      if (id && controls.failing?.operation === id) return failure(controls.failing.status);
      return handle(request);
    }),
  ];
}
