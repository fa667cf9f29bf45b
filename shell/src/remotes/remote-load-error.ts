import type { RemoteName } from '@sdp/shared';

/** A remote page that could not be loaded (remote down, manifest missing, chunk gone). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    cause: unknown,
  ) {
    super(`remote module ${remote}/${module} did not load`, { cause });
    this.name = 'RemoteLoadError';
  }
}
