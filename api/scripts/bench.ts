// Every list endpoint at 10 and 100 connections over the volume seed, beside a bare node:http server answering the
// same JSON in the same run. Prints figures and PASS/FAIL per target; a miss is a finding, not an exit code.
// `pnpm bench:api [--db pglite|postgres] [--instances N] [--without-pglite] [--without-peer] [--scoped] [--only …]`
// (BENCH_SECONDS per run, default 3); `--scoped` adds a 所属組織データのみ caller's row beside admin@'s (the data
// scope policies' cost, issue #30); `--only` measures only the lists named;
// exits 1 when a request failed. With `--db postgres`
// the API runs on a throwaway PostgreSQL (as the test stage starts one), N instances behind nginx, and PGlite is
// measured beside it in the same run; with one instance, the generated REST layer of Platformatic DB over the same
// database is measured beside ours on the pages it can express (bench-peer.ts; `--without-peer` leaves it out).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startBalancer } from '../../tools/scale/balancer.mjs';
import { load, table, type Figures } from './bench-load';
import { comparePeer } from './bench-peer';
import { API_NODE_FLAGS } from './node-flags';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = [10, 100];
/** Issue #18: every list endpoint at ≥ 0.3× the bare ceiling, at 10 and at 100 connections. */
const THROUGHPUT_TARGET = 0.3;

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const DB = argument('db', 'pglite');
const INSTANCES = Number(argument('instances', '1'));
/** Beside admin@ (全社), the same list as a scoped demo account: business@ (統括本部 0101), vehicle@ (グループ 001). */
const SCOPED = process.argv.includes('--scoped');
const SCOPED_CALLERS: Record<string, string> = {
  '/organizations/survey_target': 'business@example.com',
  '/survey_result': 'business@example.com',
  '/cars': 'vehicle@example.com',
};
const ONLY = argument('only', '').split(',').filter(Boolean);
/** The scale stage's correctness run: PostgreSQL only, no PGlite beside it. */
const BESIDE_PGLITE = !process.argv.includes('--without-pglite');
const BESIDE_PEER = DB === 'postgres' && INSTANCES === 1 && !process.argv.includes('--without-peer');
if (!['pglite', 'postgres'].includes(DB) || !Number.isInteger(INSTANCES) || INSTANCES < 1) {
  console.error('usage: bench [--db pglite|postgres] [--instances N]');
  process.exit(2);
}
if (INSTANCES > 1 && DB !== 'postgres') {
  console.error(
    'bench: --instances needs --db postgres (instances share one database; PGlite lives in one process)',
  );
  process.exit(2);
}

/** The first page (20 rows) of every list screen, as the pages ask for it, in the latest survey year. */
const endpoints = (fy: number) =>
  allEndpoints(fy).filter((e) => !ONLY.length || ONLY.includes(e.split('?')[0]!));
const allEndpoints = (fy: number) => [
  '/users?page=1&per_page=20',
  '/users/applying?page=1&per_page=20',
  '/authority/groups?page=1&per_page=20',
  ...[
    '/organizations/internal',
    '/organizations/office',
    '/organizations/corporation',
    '/suppliers',
    '/organizations/survey_target',
    '/survey_result',
    '/cars',
  ].map((list) => `${list}?survey_fy=${fy}&page=1&per_page=20`),
];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const children: ChildProcess[] = [];
function run(args: string[], env: NodeJS.ProcessEnv, until: 'ready' | 'exit'): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...API_NODE_FLAGS, '--import', 'tsx', path.join(__dirname, 'bench-server.ts'), ...args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env,
      },
    );
    children.push(child);
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not finish in 300 s`)), 300_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (until === 'ready' && chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (until === 'exit' && code === 0) resolve(child);
      else reject(new Error(`${args[0]} exited with ${code}`));
    });
  });
}

async function signIn(base: string, email = 'admin@example.com'): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/dev-idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { id_token: token } = (await answer.json()) as { id_token: string };
  return { authorization: `Bearer ${token}` };
}

interface Engine {
  label: string;
  origin: string;
  stop: () => Promise<void>;
}

/** The API on PGlite (one process, its own database) or on PostgreSQL (N instances, behind nginx when N > 1). */
async function startEngine(db: 'pglite' | 'postgres', instances: number, tmp: string): Promise<Engine> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_KEY_DIR: tmp };
  if (db === 'pglite') delete env.DATABASE_URL;
  else await run(['seed'], env, 'exit');
  const ports = await Promise.all(Array.from({ length: instances }, freePort));
  const balancerPort = instances > 1 ? await freePort() : ports[0]!;
  const origin = `http://127.0.0.1:${balancerPort}`;
  // Every instance signs and accepts tokens of one issuer, the address callers use.
  env.DEV_IDP_ISSUER = `${origin}/dev-idp`;
  const servers = await Promise.all(ports.map((port) => run(['api', String(port)], env, 'ready')));
  let balancer: ReturnType<typeof startBalancer> | undefined;
  if (instances > 1) {
    balancer = startBalancer({ dir: path.join(tmp, 'nginx'), port: balancerPort, upstreams: ports });
    for (
      let tries = 0;
      !(await fetch(`${origin}/livez`).then(
        (r) => r.ok,
        () => false,
      ));
      tries += 1
    ) {
      if (tries > 100) throw new Error('the balancer did not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const label = db === 'pglite' ? 'PGlite' : `PostgreSQL ×${instances}${instances > 1 ? ' (nginx)' : ''}`;
  console.log(`${label}: API up over the volume seed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    label,
    origin,
    stop: async () => {
      await balancer?.stop();
      for (const server of servers) server.kill('SIGTERM');
    },
  };
}

const fmt = (f: Figures) => [
  f.rps.toFixed(0),
  f.p50.toFixed(1),
  f.p95.toFixed(1),
  f.p99.toFixed(1),
  String(f.non2xx),
];

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-bench-'));
  const engines: Engine[] = [];
  try {
    engines.push(await startEngine(DB as 'pglite' | 'postgres', INSTANCES, tmp));
    if (DB === 'postgres' && BESIDE_PGLITE)
      engines.push(await startEngine('pglite', 1, fs.mkdtempSync(path.join(tmp, 'pglite-'))));
    const first = engines[0]!;
    const headers = await signIn(first.origin);
    const yearsAnswer = await fetch(`${first.origin}/api/v1/survey_years`, { headers });
    if (!yearsAnswer.ok) throw new Error(`survey_years: ${yearsAnswer.status} ${await yearsAnswer.text()}`);
    const years = (await yearsAnswer.json()) as {
      survey_years: { survey_fy: number }[];
    };
    const latest = Math.max(...years.survey_years.map((year) => year.survey_fy));
    const list = endpoints(latest);
    const bodies: Record<string, string> = {};
    for (const endpoint of list) {
      const response = await fetch(`${first.origin}/api/v1${endpoint}`, { headers });
      if (!response.ok) throw new Error(`${endpoint}: ${response.status} ${await response.text()}`);
      bodies[endpoint.split('?')[0]!] = await response.text();
    }
    const bodiesFile = path.join(tmp, 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    const barePort = await freePort();
    await run(['bare', String(barePort), bodiesFile], process.env, 'ready');
    const engineHeaders = await Promise.all(engines.map((engine) => signIn(engine.origin)));

    const rows: string[][] = [];
    const verdicts: string[][] = [];
    let failedRequests = 0;
    for (const endpoint of list) {
      const name = `GET ${endpoint.split('?')[0]}`;
      for (const connections of CONNECTIONS) {
        const bare = await load(`http://127.0.0.1:${barePort}${endpoint}`, connections, SECONDS, {});
        rows.push([name, String(connections), 'bare node:http', ...fmt(bare), '']);
        for (const [index, engine] of engines.entries()) {
          const url = `${engine.origin}/api/v1${endpoint}`;
          await load(url, 10, 1, engineHeaders[index]!); // warm-up: JIT, plans, caches
          const api = await load(url, connections, SECONDS, engineHeaders[index]!);
          const ratio = api.rps / bare.rps;
          failedRequests += api.non2xx;
          rows.push(['', '', engine.label, ...fmt(api), ratio.toFixed(2)]);
          const scopedAs = SCOPED ? SCOPED_CALLERS[endpoint.split('?')[0]!] : undefined;
          if (scopedAs) {
            const scopedHeaders = await signIn(engine.origin, scopedAs);
            await load(url, 10, 1, scopedHeaders);
            const scoped = await load(url, connections, SECONDS, scopedHeaders);
            failedRequests += scoped.non2xx;
            rows.push([
              '',
              '',
              `${engine.label} as ${scopedAs}`,
              ...fmt(scoped),
              (scoped.rps / bare.rps).toFixed(2),
            ]);
          }
          if (index === 0)
            verdicts.push([
              name,
              String(connections),
              `${ratio.toFixed(2)}× bare, p50 ${api.p50.toFixed(1)} ms, p95 ${api.p95.toFixed(1)} ms`,
              ratio >= THROUGHPUT_TARGET ? 'PASS' : 'FAIL',
            ]);
        }
      }
    }
    console.log(
      `\n${SECONDS} s per run, loopback, ${os.cpus().length} cores (shared machine: the load generator, the bare ` +
        `server, every API instance${DB === 'postgres' ? ', PostgreSQL and nginx' : ''} share them), Node ${process.version}`,
    );
    const head = [
      'endpoint (page 1, 20 rows)',
      'conns',
      'server',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'non-2xx',
      'api/bare',
    ];
    console.log(table(head, rows));
    console.log(
      `\nTarget (${first.label}): throughput ≥ ${THROUGHPUT_TARGET}× the bare server, at 10 and 100 connections`,
    );
    console.log(table(['endpoint', 'conns', 'figure', 'verdict'], verdicts));
    const sizes = Object.entries(bodies).map(([e, b]) => `${e} ${b.length} B`);
    console.log(`(response sizes: ${sizes.join(', ')})`);
    if (BESIDE_PEER)
      failedRequests += await comparePeer(
        { origin: first.origin, headers },
        latest,
        CONNECTIONS,
        SECONDS,
        await freePort(),
      );
    // A missed target is a finding; a request that failed is a fault.
    if (failedRequests > 0) {
      console.error(`bench: ${failedRequests} requests failed (non-2xx or errors)`);
      process.exitCode = 1;
    }
  } finally {
    for (const engine of engines) await engine.stop();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** `--db postgres` without a database: run again inside a throwaway PostgreSQL (api/scripts/with-postgres.sh). */
if (DB === 'postgres' && !process.env.DATABASE_URL) {
  const child = spawn(
    'bash',
    [
      path.join(__dirname, 'with-postgres.sh'),
      process.execPath,
      '--import',
      'tsx',
      __filename,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  child.once('exit', (code) => process.exit(code ?? 1));
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
