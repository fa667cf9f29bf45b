// Serves each remote's standalone harness build (dist-standalone: the remote alone, msw in the page, account picker)
// with the product's static server on its remote's port + 10, as QA opens them.
// Usage: node tools/build/scripts/serve-standalone.mjs (after node tools/build/scripts/build-all.mjs --standalone)
import path from 'node:path';
import { startStaticServer } from '../serve.mjs';
import { ROOT, REMOTES } from './apps.mjs';

export const STANDALONES = REMOTES.map((remote) => ({ ...remote, port: remote.port + 10 }));

export async function startStandalones({ host = '127.0.0.1' } = {}) {
  const servers = await Promise.all(
    STANDALONES.map((remote) =>
      startStaticServer({
        dir: path.join(ROOT, remote.dir, 'dist-standalone'),
        port: remote.port,
        host,
        spa: true,
        mock: true,
      }),
    ),
  );
  return {
    stop: () =>
      servers.forEach((server) => {
        server.close();
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stop } = await startStandalones();
  for (const remote of STANDALONES)
    console.log(`${remote.dir} alone (mock): http://localhost:${remote.port}`);
  const shutdown = () => {
    stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
