import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index';

/** Starts msw in the page; resolves once the worker controls it, so the first API call is answered. */
export async function startMockWorker(): Promise<void> {
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
