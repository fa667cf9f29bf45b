// Every list endpoint at 10 and 100 connections over the volume seed, beside a bare node:http server answering the
// same JSON in the same run. Prints figures and PASS/FAIL per target; a miss is a finding, not an exit code.
// `pnpm bench:api` (BENCH_SECONDS per run, default 3; ports 4401/4402).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, table, type Figures } from './bench-load';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4401);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 4402);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = [10, 100];
const P95_TARGET_MS = 25;
const THROUGHPUT_TARGET = 0.5;
/** The first page (20 rows) of every list screen, as the pages ask for it. */
const ENDPOINTS = [
  '/users?page=1&per_page=20',
  '/users/applying?page=1&per_page=20',
  '/authority/groups?page=1&per_page=20',
  '/organizations/internal?survey_fy=2025&page=1&per_page=20',
  '/organizations/office?survey_fy=2025&page=1&per_page=20',
  '/organizations/corporation?survey_fy=2025&page=1&per_page=20',
  '/suppliers?survey_fy=2025&page=1&per_page=20',
  '/organizations/survey_target?survey_fy=2025&page=1&per_page=20',
  '/survey_result?survey_fy=2025&page=1&per_page=20',
  '/cars?survey_fy=2025&page=1&per_page=20',
];

function start(args: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'bench-server.ts'), ...args],
      { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const fmt = (f: Figures) => [
  f.rps.toFixed(0),
  f.p50.toFixed(1),
  f.p95.toFixed(1),
  f.p99.toFixed(1),
  String(f.non2xx),
];
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main(): Promise<void> {
  const started = Date.now();
  const children: ChildProcess[] = [await start(['api', String(API_PORT)])];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-bench-'));
  try {
    console.log(`API up over the volume seed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const base = `http://127.0.0.1:${API_PORT}/api/v1`;
    const tokenAnswer = await fetch(`http://127.0.0.1:${API_PORT}/dev-idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    const { id_token: token } = (await tokenAnswer.json()) as { id_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const bodies: Record<string, string> = {};
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(base + endpoint, { headers });
      if (!response.ok) throw new Error(`${endpoint}: ${response.status} ${await response.text()}`);
      bodies[endpoint.split('?')[0]!] = await response.text();
    }
    const bodiesFile = path.join(tmp, 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    children.push(await start(['bare', String(BARE_PORT), bodiesFile]));

    const rows: string[][] = [];
    const verdicts: string[][] = [];
    for (const endpoint of ENDPOINTS) {
      const name = `GET ${endpoint.split('?')[0]}`;
      await load(base + endpoint, 10, 1, headers); // warm-up: JIT and PGlite caches
      for (const connections of CONNECTIONS) {
        const api = await load(base + endpoint, connections, SECONDS, headers);
        const bare = await load(`http://127.0.0.1:${BARE_PORT}${endpoint}`, connections, SECONDS, {});
        const ratio = api.rps / bare.rps;
        rows.push([name, String(connections), 'api', ...fmt(api), ratio.toFixed(2)]);
        rows.push(['', '', 'bare node:http', ...fmt(bare), '']);
        if (connections === 100) {
          verdicts.push([name, `${api.p95.toFixed(1)} ms`, verdict(api.p95 <= P95_TARGET_MS)]);
          verdicts.push(['', `${ratio.toFixed(2)}× bare`, verdict(ratio >= THROUGHPUT_TARGET)]);
        }
      }
    }
    console.log(
      `\n${SECONDS} s per run, loopback, ${os.cpus().length} cores (shared machine), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}`,
    );
    console.log(
      table(
        [
          'endpoint (page 1, 20 rows)',
          'conns',
          'server',
          'req/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'non-2xx',
          'api/bare',
        ],
        rows,
      ),
    );
    console.log(
      `\nTargets at 100 connections: p95 ≤ ${P95_TARGET_MS} ms, throughput ≥ ${THROUGHPUT_TARGET}× bare`,
    );
    console.log(table(['endpoint', 'figure', 'verdict'], verdicts));
    const sizes = Object.entries(bodies).map(([e, b]) => `${e} ${b.length} B`);
    console.log(`(response sizes: ${sizes.join(', ')})`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
