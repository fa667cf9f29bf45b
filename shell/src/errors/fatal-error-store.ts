import { create } from 'zustand';
import { isApiError } from '@sdp/shared';
import { TEXT } from '../messages';

export interface FatalError {
  message: string;
  status: number;
}

interface FatalErrorState {
  error: FatalError | null;
  raise: (error: unknown) => void;
  clear: () => void;
}

/** What the global error page shows: the server's message and status, or the fallback text with 500. */
function toFatalError(error: unknown): FatalError {
  if (isApiError(error)) return { message: error.message || TEXT.fallback, status: error.status || 500 };
  return { message: TEXT.fallback, status: 500 };
}

export const useFatalErrorStore = create<FatalErrorState>()((set) => ({
  error: null,
  raise: (error) => set({ error: toFatalError(error) }),
  clear: () => set({ error: null }),
}));
