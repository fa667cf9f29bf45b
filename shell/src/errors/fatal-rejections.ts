import { isApiError } from '@sdp/shared';
import { handleFatalError } from './app-error-boundary';

/**
 * Which unhandled promise rejections are fatal: a page handles its own 4xx answers (and a 401 already
 * leads to the login page), and an aborted request is no error at all.
 */
export function isFatalRejection(reason: unknown): boolean {
  if (reason instanceof DOMException && reason.name === 'AbortError') return false;
  if (isApiError(reason)) return reason.status === 0 || reason.status >= 500;
  // msw's worker calls registration.update() without handling its failure; the page is unaffected.
  if (reason instanceof Error && /ServiceWorker/.test(reason.message)) return false;
  return true;
}

export function listenForFatalRejections(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isFatalRejection(event.reason)) handleFatalError(event.reason);
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
