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

/** A remote that remotes.json places on an origin config.json does not allow: it is never contacted. */
export class RemoteRefusedError extends RemoteLoadError {
  constructor(
    remote: RemoteName,
    module: string,
    readonly origin: string,
  ) {
    super(remote, module, undefined);
    this.message = `remote ${remote} refused: ${origin} is not an allowed remote origin`;
    this.name = 'RemoteRefusedError';
  }
}
