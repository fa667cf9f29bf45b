// Throughput and latency of two read endpoints over the volume seed, beside a bare node:http server answering
// the same JSON in the same run. Prints figures; not a test. `pnpm --filter @sdp/api bench`
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4731);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 4732);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ENDPOINTS = ['/api/v1/authority/groups', '/api/v1/organizations/country_list'];
const CONNECTIONS = [10, 100];

function start(args: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'bench-server.ts'), ...args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: process.env,
      },
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

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function load(url: string, connections: number, headers: Record<string, string>): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: DURATION, headers, pipelining: 1 });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx + result.errors,
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const apiServer = await start(['api', String(API_PORT)]);
  const children: ChildProcess[] = [apiServer];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-bench-'));
  try {
    console.log(`API up over the volume seed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const base = `http://127.0.0.1:${API_PORT}`;
    const tokenAnswer = await fetch(`${base}/dev-idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    const { id_token: token } = (await tokenAnswer.json()) as { id_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const bodies: Record<string, string> = {};
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(base + endpoint, { headers });
      if (!response.ok) throw new Error(`${endpoint}: ${response.status}`);
      bodies[endpoint] = await response.text();
    }
    const bodiesFile = path.join(tmp, 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    children.push(await start(['bare', String(BARE_PORT), bodiesFile]));

    const rows: string[][] = [];
    for (const endpoint of ENDPOINTS) {
      for (const connections of CONNECTIONS) {
        const apiFigures = await load(base + endpoint, connections, headers);
        const bareFigures = await load(`http://127.0.0.1:${BARE_PORT}${endpoint}`, connections, {});
        for (const [name, f] of [
          ['api', apiFigures],
          ['bare node:http', bareFigures],
        ] as const) {
          rows.push([
            `GET ${endpoint.replace('/api/v1', '')}`,
            String(connections),
            name,
            f.rps.toFixed(0),
            f.p50.toFixed(1),
            f.p95.toFixed(1),
            f.p99.toFixed(1),
            String(f.non2xx),
          ]);
        }
        rows.push([
          '',
          '',
          'api / bare',
          `${((apiFigures.rps / bareFigures.rps) * 100).toFixed(1)} %`,
          '',
          '',
          '',
          '',
        ]);
      }
    }
    const head = ['endpoint', 'conns', 'server', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(
      `\n${DURATION} s per run, loopback, ${os.cpus().length} cores, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}`,
    );
    console.log(line(head));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) console.log(line(row));
    console.log(
      `(response sizes: ${ENDPOINTS.map((e) => `${e.replace('/api/v1', '')} ${bodies[e]!.length} B`).join(', ')})`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
