import { useRef } from 'react';

/**
 * Runs one submission at a time. A double click reaches the submit handler twice before the pending state re-renders
 * (antd validates the form first, asynchronously), so a check of `mutation.isPending` sees false both times: the
 * client then sends one request (one Idempotency-Key) but the page would show its success message twice.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } finally {
      running.current = false;
    }
  };
}
