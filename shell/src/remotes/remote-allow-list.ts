import type { RemoteName } from '@sdp/shared';

export type RemoteManifestMap = Partial<Record<RemoteName, string>>;

export interface RefusedRemote {
  /** The origin remotes.json named, or the entry itself when it is no http(s) URL. */
  origin: string;
}

/** The origin of an http(s) URL, relative ones against the shell's own address; null for anything else. */
export function originOf(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Splits remotes.json into the remotes the shell may load and those it refuses: a manifest must be on the shell's
 * own origin or on one of the configured remote origins (config.json `remoteOrigins`). The server's
 * Content-Security-Policy allows scripts from the same origins, so a refused remote could not run anyway.
 */
export function partitionRemotes(
  manifests: RemoteManifestMap,
  allowedOrigins: readonly unknown[],
  shellOrigin: string,
): { allowed: RemoteManifestMap; refused: Partial<Record<RemoteName, RefusedRemote>> } {
  const allowedSet = new Set(
    allowedOrigins
      .filter((origin): origin is string => typeof origin === 'string')
      .map((origin) => originOf(origin, 'invalid:'))
      .filter((origin): origin is string => origin !== null),
  );
  allowedSet.add(shellOrigin);
  const allowed: RemoteManifestMap = {};
  const refused: Partial<Record<RemoteName, RefusedRemote>> = {};
  for (const [name, entry] of Object.entries(manifests) as [RemoteName, unknown][]) {
    const origin = typeof entry === 'string' ? originOf(entry, shellOrigin) : null;
    if (typeof entry === 'string' && origin !== null && allowedSet.has(origin)) allowed[name] = entry;
    else refused[name] = { origin: origin ?? String(entry) };
  }
  return { allowed, refused };
}
