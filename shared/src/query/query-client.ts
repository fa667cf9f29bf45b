import { QueryClient } from '@sdp/shared/query';
import { isApiError } from '../api/api-error';

const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** The one QueryClient of the app; the shell provides it and every remote uses it through the context. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
