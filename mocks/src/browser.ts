import { setupWorker } from 'msw/browser';
import { createEmbeddedApi } from '@sdp/api/embedded';
import { createFetchHandler } from './api/fetch-adapter';
import { mockHandlers } from './api/msw-handlers';
import { mockDevKey } from './browser/dev-key';
import { openMockDatabase } from './browser/open-database';

const log = {
  info: () => undefined,
  warn: (details: object, message: string) => console.warn(message, details),
  error: (details: object, message: string) => console.error(message, details),
};

/**
 * Starts mock mode in the page: the server's own pipeline and handlers on PGlite (WebAssembly) behind msw. Resolves
 * once the worker controls the page, so the first API call is answered.
 */
export async function startMockWorker(): Promise<void> {
  const [{ pglite, lock }, key] = await Promise.all([openMockDatabase(), mockDevKey()]);
  const api = createEmbeddedApi({ pglite, lock, key, log });
  await setupWorker(...mockHandlers(createFetchHandler(api, log))).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

export { resetMockDatabase } from './browser/open-database';
export { qaControls, setQaControls, type QaControls } from './api/qa-controls';
