/** Spec §9: after a chunk load error the page reloads, at most once per 10 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const CHUNK_RELOAD_KEY = 'sdp-chunk-reload-at';

const CHUNK_ERROR_PATTERN =
  /Loading (CSS )?chunk [^\s]+ failed|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|RUNTIME-008|Failed to load script/i;

/** True for a chunk or script that failed to load, also when wrapped as the cause of another error. */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message)) return true;
  return isChunkLoadError(error.cause, depth + 1);
}

/**
 * Reloads the page to pick up the newly deployed chunks, unless it already did so in the last 10 s
 * (then the error is real and must be shown). Returns whether a reload was started.
 */
export function reloadOnceForChunkError(
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
