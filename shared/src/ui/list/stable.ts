import { useCallback, useInsertionEffect, useMemo, useRef } from 'react';

/**
 * A handler that keeps one identity for the component's life and runs the latest render's function, so a memoised
 * filter form is not drawn again because the page made a new closure over the new page number. Only for events:
 * during a render it would run the previous render's function.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * The same object for as long as it is equal as JSON: filter values rebuilt from the URL on every render (a page
 * change among them) stay the object a memoised form was drawn with.
 */
export function useStableValue<T>(value: T): T {
  const key = JSON.stringify(value);
  // The JSON decides: a new object with the same contents is the value already held.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}
