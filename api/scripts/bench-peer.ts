// The generated REST layer a team would weigh against ours (issue #27): Platformatic DB over the same PostgreSQL
// database, installed on first use into a cache folder (it is no dependency of the product), run on a Node that it
// supports. Its REST maps base tables only, so the comparison is what it can express: the same page of the same table.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, table } from './bench-load';

const VERSION = '3.67.0';
const DIR = path.join(os.homedir(), '.cache', 'sdp-bench-peer', VERSION);

/** Pairs of the same page (20 rows, same order, with the total) as ours answers it and as the peer does. */
export const peerPairs = (fy: number) => [
  {
    name: 'users',
    ours: '/api/v1/users?page=1&per_page=20&sort=user_id&order=asc',
    peer: '/users?limit=20&offset=0&orderby.userId=asc&totalCount=true',
    contains:
      'ours: 20 users with group, 統括本部 and office names joined, the authority group name, total in the body; ' +
      'peer: 20 rows of the users table, total in X-Total-Count',
  },
  {
    name: 'offices of a year',
    ours: `/api/v1/organizations/office?survey_fy=${fy}&page=1&per_page=20&sort=office_code&order=asc`,
    peer: `/offices?where.surveyFy.eq=${fy}&limit=20&orderby.officeCode=asc&totalCount=true`,
    contains:
      'ours: 20 offices with 統括本部, department, group and country names, the year checked; peer: 20 rows of offices',
  },
  {
    name: 'authority groups',
    ours: '/api/v1/authority/groups?page=1&per_page=20&sort=authority_group_id&order=asc',
    peer: '/authorityGroups?limit=20&offset=0&orderby.authorityGroupId=asc&totalCount=true',
    contains: 'ours: groups with their roles and user counts; peer: rows of authority_groups',
  },
];

/** Why the peer cannot run here, or undefined when it can. */
export function peerUnavailable(): string | undefined {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 19))
    return `Platformatic DB ${VERSION} needs Node ≥ 22.19; this is ${process.version} (run through pnpm: the repository pins Node 24)`;
  return undefined;
}

function install(): void {
  if (fs.existsSync(path.join(DIR, 'node_modules/@platformatic/db/package.json'))) return;
  console.log(`bench: installing Platformatic DB ${VERSION} into ${DIR} (once; a few minutes)`);
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(path.join(DIR, 'package.json'), JSON.stringify({ name: 'sdp-bench-peer', private: true }));
  const npm = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', `@platformatic/db@${VERSION}`],
    { cwd: DIR, stdio: 'inherit' },
  );
  if (npm.status !== 0) throw new Error(`npm install @platformatic/db@${VERSION} failed (${npm.status})`);
}

/** Starts the peer on `port` over `databaseUrl`, accepting the tokens of `issuer` for `audience`. */
export function startPeer(
  databaseUrl: string,
  port: number,
  issuer: string,
  audience: string,
): Promise<{ origin: string; stop: () => void }> {
  install();
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      [path.join(__dirname, 'bench-peer-server.mjs'), DIR, databaseUrl, String(port), issuer, audience],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const timer = setTimeout(() => reject(new Error('the peer did not start in 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      clearTimeout(timer);
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the peer exited with ${code}`));
    });
  });
}

/**
 * Ours beside the peer on each pair, at each connection count: req/s and p50/p95 of both, the ratio, and PASS when
 * ours answers at least as many requests with a p95 no higher (issue #27's target). Returns the failed requests.
 */
export async function comparePeer(
  ours: { origin: string; headers: Record<string, string> },
  fy: number,
  connections: number[],
  seconds: number,
  port: number,
): Promise<number> {
  const why = peerUnavailable();
  if (why) {
    console.log(`\nPeer (Platformatic DB) skipped: ${why}`);
    return 0;
  }
  const databaseUrl = process.env.DATABASE_URL!;
  const peer = await startPeer(databaseUrl, port, `${ours.origin}/dev-idp`, 'sdp-api');
  try {
    const refused = await fetch(`${peer.origin}/users?limit=1`);
    const forged = await fetch(`${peer.origin}/users?limit=1`, {
      headers: { authorization: `${ours.headers.authorization}x` },
    });
    const rows: string[][] = [];
    const verdicts: string[][] = [];
    let failed = 0;
    for (const pair of peerPairs(fy)) {
      const sizes = await Promise.all([
        fetch(`${ours.origin}${pair.ours}`, { headers: ours.headers }).then((r) => r.text()),
        fetch(`${peer.origin}${pair.peer}`, { headers: ours.headers }).then((r) => r.text()),
      ]);
      for (const conns of connections) {
        await load(`${ours.origin}${pair.ours}`, 10, 1, ours.headers);
        await load(`${peer.origin}${pair.peer}`, 10, 1, ours.headers);
        const a = await load(`${ours.origin}${pair.ours}`, conns, seconds, ours.headers);
        const b = await load(`${peer.origin}${pair.peer}`, conns, seconds, ours.headers);
        failed += a.non2xx + b.non2xx;
        const ratio = a.rps / b.rps;
        rows.push([
          pair.name,
          String(conns),
          'ours',
          a.rps.toFixed(0),
          a.p50.toFixed(1),
          a.p95.toFixed(1),
          `${sizes[0].length} B`,
        ]);
        rows.push([
          '',
          '',
          'peer',
          b.rps.toFixed(0),
          b.p50.toFixed(1),
          b.p95.toFixed(1),
          `${sizes[1].length} B`,
        ]);
        verdicts.push([
          pair.name,
          String(conns),
          `${ratio.toFixed(2)}× the peer's req/s, p95 ${a.p95.toFixed(1)} vs ${b.p95.toFixed(1)} ms`,
          ratio >= 1 && a.p95 <= b.p95 ? 'PASS' : 'FAIL',
        ]);
      }
    }
    console.log(
      `\nPeer: Platformatic DB ${VERSION} over the same database, one process, pool of 10; it refuses a call ` +
        `without a token (${refused.status}) and with a forged one (${forged.status})`,
    );
    console.log(
      table(
        ['page of 20 (same order, with total)', 'conns', 'server', 'req/s', 'p50 ms', 'p95 ms', 'answer'],
        rows,
      ),
    );
    console.log("\nTarget: ours ≥ 1.0× the peer's req/s with a p95 no higher, at 10 and 100 connections");
    console.log(table(['page', 'conns', 'figure', 'verdict'], verdicts));
    for (const pair of peerPairs(fy)) console.log(`(${pair.name}: ${pair.contains})`);
    return failed;
  } finally {
    peer.stop();
  }
}
