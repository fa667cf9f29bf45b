import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthProviderId } from '../config/runtime-config';
import type { DataScope } from './data-scope';

export type { DataScope } from './data-scope';

export interface SessionState {
  token: string | null;
  email: string | null;
  providerId: AuthProviderId | null;
  /** Epoch ms when the token was obtained; tokens older than TOKEN_SYNC_MAX_AGE_MS are refreshed before use. */
  tokenIssuedAt: number | null;
  /** Stored authority data: role identifiers from GET /authority/all. */
  roles: string[] | null;
  userName: string | null;
  /** Null until the authority data is loaded: pages then say nothing about the scope. */
  dataScope: DataScope | null;
  signIn: (session: { token: string; email: string; providerId: AuthProviderId }) => void;
  setToken: (token: string) => void;
  setAuthority: (authority: { roles: string[]; userName: string; dataScope: DataScope | null }) => void;
  clear: () => void;
}

export const SESSION_STORAGE_KEY = 'sdp-session';
export const TOKEN_SYNC_MAX_AGE_MS = 300_000;

const empty = {
  token: null,
  email: null,
  providerId: null,
  tokenIssuedAt: null,
  roles: null,
  userName: null,
  dataScope: null,
} as const;

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      signIn: ({ token, email, providerId }) =>
        set({
          token,
          email,
          providerId,
          tokenIssuedAt: Date.now(),
          roles: null,
          userName: null,
          dataScope: null,
        }),
      setToken: (token) => set({ token, tokenIssuedAt: Date.now() }),
      setAuthority: ({ roles, userName, dataScope }) => set({ roles, userName, dataScope }),
      clear: () => set({ ...empty }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, email, providerId, tokenIssuedAt, roles, userName, dataScope }) => ({
        token,
        email,
        providerId,
        tokenIssuedAt,
        roles,
        userName,
        dataScope,
      }),
    },
  ),
);

export const getSession = () => useSessionStore.getState();
export const useRoles = (): string[] => useSessionStore((state) => state.roles) ?? EMPTY_ROLES;
const EMPTY_ROLES: string[] = [];
/** The caller's data scope, or null while it is not known. */
export const useDataScope = (): DataScope | null => useSessionStore((state) => state.dataScope);
export const useIsSignedIn = (): boolean => useSessionStore((state) => state.token !== null);
