// Starts the whole product from the builds: API (PGlite by default) + shell + five remotes; optionally the mock shell.
// Usage: node tools/build/scripts/serve-all.mjs [--mock] [--with-mock-shell] [--no-api]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startStaticServer } from '../serve.mjs';
import { ROOT, REMOTES, SHELL, MOCK_SHELL_PORT, API_PORT } from './apps.mjs';

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      // Any HTTP answer (even 401) means the server is listening.
      await fetch(url);
      return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

export async function startApi(env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(API_PORT), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Never outlive the process that started it (a test runner that dies must not leave the API holding its pipes).
  const killChild = () => child.kill('SIGKILL');
  process.on('exit', killChild);
  child.on('exit', (code) => {
    process.off('exit', killChild);
    if (code !== null && code !== 0) console.error(`api exited with ${code}`);
  });
  await waitFor(`http://localhost:${API_PORT}/api/v1/csrf_token`);
  return child;
}

export async function startAll({
  mock = false,
  withMockShell = false,
  api = !mock,
  apiEnv = {},
  host = '127.0.0.1',
} = {}) {
  const servers = [];
  for (const remote of REMOTES) {
    servers.push(
      await startStaticServer({ dir: path.join(ROOT, remote.dir, 'dist'), port: remote.port, host }),
    );
  }
  servers.push(
    await startStaticServer({
      dir: path.join(ROOT, SHELL.dir, mock ? 'dist-mock' : 'dist'),
      port: SHELL.port,
      host,
      spa: true,
    }),
  );
  if (withMockShell) {
    servers.push(
      await startStaticServer({
        dir: path.join(ROOT, SHELL.dir, 'dist-mock'),
        port: MOCK_SHELL_PORT,
        host,
        spa: true,
      }),
    );
  }
  const apiProcess = api ? await startApi(apiEnv) : null;
  const stop = () => {
    servers.forEach((server) => {
      server.close();
      server.closeAllConnections();
    });
    if (apiProcess && apiProcess.exitCode === null) {
      apiProcess.kill('SIGTERM');
      setTimeout(() => apiProcess.kill('SIGKILL'), 3000).unref();
    }
  };
  return { stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Set(process.argv.slice(2));
  const { stop } = await startAll({
    mock: args.has('--mock'),
    withMockShell: args.has('--with-mock-shell'),
    api: !args.has('--no-api') && !args.has('--mock'),
  });
  console.log(
    `\nSustainability Data Platform${args.has('--mock') ? ' (mock mode)' : ''}: http://localhost:${SHELL.port}\n`,
  );
  const shutdown = () => {
    stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
