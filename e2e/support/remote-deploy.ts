import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** The build the suite runs against: the release users have open. */
export const OLD_BUILD = path.join(ROOT, 'remote-authority/dist');

/**
 * The next release of remote-authority (a real production build, its chunks all renamed), built once and reused
 * while the current build is unchanged: ≈30 s the first time, nothing after.
 */
export function newBuildOfAuthority(): string {
  const stamp = String(statSync(path.join(OLD_BUILD, 'mf-manifest.json')).mtimeMs);
  const dir = path.join(tmpdir(), 'sdp-e2e-remote-authority-next');
  const stampFile = path.join(dir, '.built-from');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return dir;
  rmSync(dir, { recursive: true, force: true });
  const result = spawnSync(
    process.execPath,
    [path.join(__dirname, 'build-remote-variant.cjs'), dir, `next-${stamp}`],
    { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`variant build failed:\n${result.stderr}${result.stdout}`);
  writeFileSync(stampFile, stamp);
  return dir;
}

/** The hashed chunk files of a build. */
export const chunksOf = (build: string): Set<string> => new Set(readdirSync(path.join(build, 'chunks')));

/** A folder served by the production server, deployed to as a release script would. */
export interface Deployment {
  origin: string;
  /** What the server answered, in order: the path asked for and the status. */
  served: { path: string; status: number }[];
  /** Copies a build in: `keepOld` leaves the previous release's files (the safe way), otherwise they go. */
  deploy: (build: string, options: { keepOld: boolean }) => void;
  stop: () => void;
}

export async function startDeployment(port: number): Promise<Deployment> {
  const { startStaticServer } = await import('../../tools/build/serve.mjs');
  const dir = mkdtempSync(path.join(tmpdir(), 'sdp-e2e-deploy-'));
  const server: Server = await startStaticServer({ dir, port });
  const served: Deployment['served'] = [];
  server.on('request', (request, response) =>
    response.on('finish', () => served.push({ path: request.url ?? '', status: response.statusCode })),
  );
  return {
    origin: `http://localhost:${port}`,
    served,
    deploy(build, { keepOld }) {
      if (!keepOld) {
        for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true, force: true });
      }
      mkdirSync(path.join(dir, 'chunks'), { recursive: true });
      // Chunks first, then the entry points that name them, as a careful release does.
      cpSync(path.join(build, 'chunks'), path.join(dir, 'chunks'), { recursive: true });
      cpSync(build, dir, {
        recursive: true,
        filter: (source) => path.relative(build, source).split(path.sep)[0] !== 'chunks',
      });
    },
    stop() {
      server.close();
      server.closeAllConnections();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
