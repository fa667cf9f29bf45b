import type { Caller } from '../types';

/**
 * Verified callers by bearer token for a few seconds, so a burst of requests does not re-read the user and roles
 * each time. Whoever changes a user's status, authority group or a group's roles calls `clear()`.
 */
export function createCallerCache(ttlMs: number, max = 10_000) {
  const entries = new Map<string, { caller: Caller; until: number }>();
  return {
    get(token: string, now = Date.now()): Caller | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > now) return entry.caller;
      entries.delete(token);
      return undefined;
    },
    set(token: string, caller: Caller, now = Date.now()): void {
      if (ttlMs <= 0) return;
      if (entries.size >= max) entries.clear();
      entries.set(token, { caller, until: Math.min(now + ttlMs, caller.token.expiresAt * 1000) });
    },
    clear: (): void => entries.clear(),
  };
}
export type CallerCache = ReturnType<typeof createCallerCache>;
