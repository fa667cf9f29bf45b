// Starts the whole product from the builds: API (PGlite by default) + shell + five remotes; optionally the mock shell.
// Usage: node tools/build/scripts/serve-all.mjs [--mock] [--with-mock-shell] [--no-api]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startStaticServer } from '../serve.mjs';
import { ROOT, REMOTES, SHELL, MOCK_SHELL_PORT, API_PORT } from './apps.mjs';
import { API_NODE_FLAGS, API_SERVER, ensureApiBuilt } from './api-build.mjs';

/** The API drains in-flight requests for up to 10 s on SIGTERM; this is when the launcher stops waiting. */
const API_GRACE_MS = 12_000;

/** "exit code 1", "signal SIGKILL": why a child process ended. */
const endOf = (code, signal) => (signal ? `signal ${signal}` : `exit code ${code}`);

async function waitFor(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the api stopped before it was ready (${endOf(child.exitCode, child.signalCode)})`);
    }
    try {
      // /readyz answers 200 once the database is reachable and migrated.
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

/**
 * Starts the API as a child process. `onLost(name, why)` is called if it ends on its own (not through `stop`), so
 * the launcher can say which process it lost and why instead of going on without it.
 */
export async function startApi(env = {}, onLost = reportLost) {
  const port = Number(env.PORT ?? API_PORT);
  ensureApiBuilt();
  const child = spawn(process.execPath, [...API_NODE_FLAGS, API_SERVER], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Never outlive the process that started it (a test runner that dies must not leave the API holding its pipes).
  const killChild = () => child.kill('SIGKILL');
  process.on('exit', killChild);
  child.on('exit', (code, signal) => {
    process.off('exit', killChild);
    if (!child.stopping) onLost(`the api (pid ${child.pid}, port ${port})`, endOf(code, signal));
  });
  child.on('error', (error) => onLost(`the api (port ${port})`, error.message));
  await waitFor(`http://localhost:${port}/readyz`, child);
  return child;
}

function reportLost(name, why) {
  console.error(`\n[launcher] lost ${name}: ${why}\n`);
}

export async function startAll({
  mock = false,
  withMockShell = false,
  api = !mock,
  apiEnv = {},
  host = '127.0.0.1',
  onLost = reportLost,
} = {}) {
  const servers = [];
  const serve = async (name, options) => {
    const server = await startStaticServer({ host, ...options });
    server.on('error', (error) => onLost(`the ${name} server (port ${options.port})`, error.message));
    servers.push(server);
  };
  for (const remote of REMOTES) {
    await serve(remote.dir, { dir: path.join(ROOT, remote.dir, 'dist'), port: remote.port });
  }
  await serve('shell', {
    dir: path.join(ROOT, SHELL.dir, mock ? 'dist-mock' : 'dist'),
    port: SHELL.port,
    spa: true,
    mock,
  });
  if (withMockShell) {
    await serve('shell (mock)', {
      dir: path.join(ROOT, SHELL.dir, 'dist-mock'),
      port: MOCK_SHELL_PORT,
      spa: true,
      mock: true,
    });
  }
  const apiProcess = api ? await startApi(apiEnv, onLost) : null;
  /** Resolves once the API has ended: SIGTERM lets it drain (it gives itself 10 s), SIGKILL after 12 s. */
  const stop = async () => {
    servers.forEach((server) => {
      server.close();
      server.closeAllConnections();
    });
    if (apiProcess && apiProcess.exitCode === null && apiProcess.signalCode === null) {
      apiProcess.stopping = true;
      const ended = new Promise((resolve) => apiProcess.once('exit', resolve));
      apiProcess.kill('SIGTERM');
      const kill = setTimeout(() => apiProcess.kill('SIGKILL'), API_GRACE_MS);
      await ended;
      clearTimeout(kill);
    }
  };
  return { stop };
}

/** `node serve-all.mjs`: the whole product or nothing — a lost process is named with its cause, then all stop (1). */
const OPTIONS = ['--mock', '--with-mock-shell', '--no-api'];

function main() {
  const args = new Set(process.argv.slice(2));
  // An option it does not know (--help among them) starts nothing: it says what it takes.
  const unknown = [...args].filter((arg) => !OPTIONS.includes(arg));
  if (unknown.length > 0) {
    console.error(`usage: node tools/build/scripts/serve-all.mjs [${OPTIONS.join('] [')}]`);
    process.exit(unknown.some((arg) => arg === '--help' || arg === '-h') ? 0 : 2);
  }
  let running;
  const giveUp = (name, why) => {
    reportLost(name, why);
    console.error('[launcher] stopping the other apps');
    void (running?.stop() ?? Promise.resolve()).then(() => process.exit(1));
  };
  const lostStatic = (error) =>
    giveUp('the static servers of the shell and the remotes', error?.stack ?? error);
  process.on('uncaughtException', lostStatic);
  process.on('unhandledRejection', lostStatic);
  // No top-level await: Jest loads this module as CommonJS.
  startAll({
    mock: args.has('--mock'),
    withMockShell: args.has('--with-mock-shell'),
    api: !args.has('--no-api') && !args.has('--mock'),
    onLost: giveUp,
  }).then(
    (started) => {
      running = started;
      console.log(
        `\nSustainability Data Platform${args.has('--mock') ? ' (mock mode)' : ''}: http://localhost:${SHELL.port}\n`,
      );
      const shutdown = () => {
        void started.stop().then(() => process.exit(0));
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    },
    (error) => {
      console.error(`\n[launcher] could not start the product: ${error.message}`);
      process.exit(1);
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
