// Bounded load test (issue #9): a mixed read/write workload over the volume seed on loopback, then a count of what
// was written. Reads: four list screens. Writes: a new authority group (fresh Idempotency-Key) and a retry of the
// previous one (same key and body → must be the replayed 201, not a second record).
// `pnpm --filter @sdp/api load` — LOAD_SECONDS (60), LOAD_CONNECTIONS (10), LOAD_PORT (4501); DATABASE_URL optional.
// Prints figures; exits 1 on any error, lost or duplicated write.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.LOAD_PORT ?? 4501);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const READS = [
  '/api/v1/authority/groups?page=1&per_page=20',
  '/api/v1/users?page=1&per_page=20',
  '/api/v1/organizations/office?survey_fy=2025&page=1&per_page=20',
  '/api/v1/survey_result?survey_fy=2025&page=1&per_page=20',
];

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: Context) => LoadRequest;
  onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
}
interface Context {
  started?: number;
  last?: { id: string; key: string; body: string };
}
type Kind = 'read' | 'create' | 'retry';

function startServer(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'bench-server.ts'), 'api', String(PORT)],
      { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    const timer = setTimeout(() => reject(new Error('server did not start in 180 s')), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(ORIGIN + url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function loadGroupIds(headers: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await json<{ total: number; authority_groups: { authority_group_id: string }[] }>(
      `/api/v1/authority/groups?keyword=LOAD_&per_page=100&page=${page}`,
      { headers },
    );
    ids.push(...answer.authority_groups.map((g) => g.authority_group_id));
    if (ids.length >= answer.total || answer.authority_groups.length === 0) return ids;
  }
}

async function main(): Promise<void> {
  const bootStarted = Date.now();
  const server = await startServer();
  try {
    console.log(`API up over the volume seed in ${((Date.now() - bootStarted) / 1000).toFixed(1)} s`);
    const { id_token: token } = await json<{ id_token: string }>('/dev-idp/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    const auth = { authorization: `Bearer ${token}` };
    const { token: csrf } = await json<{ token: string }>('/api/v1/csrf_token', { headers: auth });
    const before = (await loadGroupIds(auth)).length;

    const latencies: Record<Kind, number[]> = { read: [], create: [], retry: [] };
    const failures: string[] = [];
    const answered = new Set<string>();
    const sent = new Set<string>();
    let retriesReplayed = 0;
    let retriesNotReplayed = 0;
    let sequence = 0;
    const timed =
      (kind: Kind, check?: (status: number, context: Context, headers: Record<string, string>) => void) =>
      (status: number, body: string, context: Context, headers: Record<string, string>) => {
        latencies[kind].push(performance.now() - (context.started ?? performance.now()));
        if (status >= 300) failures.push(`${kind} ${status} ${body.slice(0, 160)}`);
        check?.(status, context, headers);
      };
    const writeHeaders = { ...auth, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const requests: LoadRequest[] = [
      ...READS.map<LoadRequest>((read) => ({
        method: 'GET',
        path: read,
        headers: auth,
        setupRequest: (request, context) => ((context.started = performance.now()), request),
        onResponse: timed('read'),
      })),
      {
        method: 'POST',
        path: '/api/v1/authority/groups',
        setupRequest: (request, context) => {
          const id = `LOAD_${process.pid}_${++sequence}`;
          const body = JSON.stringify({
            authority_group_id: id,
            authority_group_name: `負荷 ${sequence}`,
            data_viewing_class: 1,
            roles: ['DASHBOARD_VIEWER'],
          });
          context.last = { id, key: randomUUID(), body };
          context.started = performance.now();
          sent.add(id);
          return { ...request, headers: { ...writeHeaders, 'idempotency-key': context.last.key }, body };
        },
        onResponse: timed('create', (status, context) => {
          if (status === 201 && context.last) answered.add(context.last.id);
        }),
      },
      {
        method: 'POST',
        path: '/api/v1/authority/groups',
        setupRequest: (request, context) => {
          context.started = performance.now();
          const last = context.last!;
          return { ...request, headers: { ...writeHeaders, 'idempotency-key': last.key }, body: last.body };
        },
        onResponse: timed('retry', (status, _context, headers) => {
          if (status === 201 && headers['idempotent-replayed'] === 'true') retriesReplayed++;
          else retriesNotReplayed++;
        }),
      },
    ];

    console.log(
      `running ${SECONDS} s × ${CONNECTIONS} connections (4 reads : 1 create : 1 retry per cycle)…`,
    );
    const instance = autocannon({
      url: ORIGIN,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
    } as unknown as Parameters<typeof autocannon>[0]);
    const result = (await instance) as unknown as {
      requests: { total: number };
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
    };

    const after = await loadGroupIds(auth);
    const stored = new Set(after);
    const lost = [...answered].filter((id) => !stored.has(id));
    const unknown = after.filter((id) => !sent.has(id));
    const inFlightAtStop = after.filter((id) => sent.has(id) && !answered.has(id));
    const rowsAdded = after.length - before;
    // Ids are keys, so a second write of one shows as a retry that was not replayed (W-003) or extra rows.
    const duplicated = retriesNotReplayed + Math.max(0, rowsAdded - answered.size - inFlightAtStop.length);

    const row = (kind: Kind) =>
      `${kind.padEnd(6)} n=${String(latencies[kind].length).padStart(6)}  p50=${percentile(latencies[kind], 50).toFixed(1)} ms  ` +
      `p95=${percentile(latencies[kind], 95).toFixed(1)} ms  p99=${percentile(latencies[kind], 99).toFixed(1)} ms`;
    const all = [...latencies.read, ...latencies.create, ...latencies.retry];
    console.log(
      [
        `requests: ${result.requests.total} in ${result.duration.toFixed(0)} s = ${(result.requests.total / result.duration).toFixed(0)} req/s`,
        `errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}`,
        row('read'),
        row('create'),
        row('retry'),
        `all    p95=${percentile(all, 95).toFixed(1)} ms`,
        `writes: ${answered.size} created (201), ${retriesReplayed} retries replayed, ${rowsAdded} rows added ` +
          `(${inFlightAtStop.length} in flight at stop), lost ${lost.length}, duplicated ${duplicated}, unknown ${unknown.length}`,
      ].join('\n'),
    );
    const ok =
      result.errors === 0 &&
      result.timeouts === 0 &&
      result.non2xx === 0 &&
      failures.length === 0 &&
      lost.length === 0 &&
      duplicated === 0 &&
      unknown.length === 0;
    if (failures.length) console.log(`first failures:\n  ${failures.slice(0, 5).join('\n  ')}`);
    console.log(ok ? 'PASS' : 'FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
