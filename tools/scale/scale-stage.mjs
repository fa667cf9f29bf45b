// `pnpm test:scale` (a stage of `pnpm test`): three API instances from the JavaScript build on one throwaway
// PostgreSQL (DATABASE_URL, from api/scripts/with-postgres.sh), behind an nginx this script starts with its own config
// on free ports (round robin; never the packaged daemon). Prints each journey's outcome; exits 1 if any fails.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../build/scripts/apps.mjs';
import { API_NODE_FLAGS, API_SERVER, ensureApiBuilt } from '../build/scripts/api-build.mjs';
import { nginxBin, startBalancer } from './balancer.mjs';
import { shellBuilt, shellThroughBalancer } from './shell-journey.mjs';

const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('scale: DATABASE_URL is not set (run through api/scripts/with-postgres.sh: pnpm test:scale)');
  process.exit(1);
}
if (!nginxBin()) {
  console.error('scale: nginx is not installed (apt-get install -y nginx)');
  process.exit(1);
}

ensureApiBuilt();
const work = mkdtempSync(path.join(tmpdir(), 'sdp-scale-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const results = [];
const children = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function journey(name, run) {
  const started = Date.now();
  try {
    const detail = await run();
    results.push({ name, ok: true });
    console.log(
      `ok    ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${detail ? `: ${detail}` : ''}`,
    );
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`FAIL  ${name}: ${error.message}`);
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

// --- the database, the instances and the balancer ---------------------------------------------------------------

const dbName = `sdp_scale_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
// Dropping the database at the end (WITH FORCE) and stopping the server terminate idle connections: that is
// expected then, and an unhandled 'error' event would end the stage with a failure after every journey passed.
admin.on('error', () => undefined);
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const db = new pg.Pool({ connectionString: dbUrl, max: 2 });
db.on('error', () => undefined);

const [balancerPort, ...apiPorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
// The shell and the remotes of the browser journey; the instances allow the shell's origin.
const [shellPort, ...remotePorts] = await Promise.all(Array.from({ length: 6 }, freePort));
const balancer = `http://127.0.0.1:${balancerPort}`;
const instances = apiPorts.map((port, index) => ({
  name: `api${index + 1}`,
  port,
  url: `http://127.0.0.1:${port}`,
  dataDir: path.join(work, `api${index + 1}`),
  child: null,
}));

function startInstance(instance) {
  mkdirSync(instance.dataDir, { recursive: true });
  const child = spawn(process.execPath, [...API_NODE_FLAGS, API_SERVER], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: dbUrl,
      HOST: '127.0.0.1',
      PORT: String(instance.port),
      DATA_DIR: instance.dataDir,
      DB_POOL_MAX: '4',
      SDP_DEV_SIGN_IN: '1',
      // Every instance must agree on the issuer and the CSRF key (docs/OPERATIONS.md).
      DEV_IDP_ISSUER: `${balancer}/dev-idp`,
      CSRF_SECRET: 'scale-stage-secret',
      SEED_WHEN_EMPTY: '1',
      TRUST_PROXY: '127.0.0.1',
      CORS_ORIGINS: `http://127.0.0.1:${shellPort}`,
      RATE_LIMIT: '0',
      USER_LICENCES: '100000',
      // A key whose first request died with its instance may run again after this.
      IDEMPOTENCY_STALE_MS: '2000',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  instance.child = child;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function ready(instance, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    check(instance.child.exitCode === null && instance.child.signalCode === null, `${instance.name} exited`);
    try {
      if ((await fetch(`${instance.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${instance.name} not ready in ${timeoutMs / 1000} s`);
}

async function stopInstance(instance, signal = 'SIGTERM') {
  const { child } = instance;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await ended;
}

const balancerProcess = startBalancer({
  dir: path.join(work, 'nginx'),
  port: balancerPort,
  upstreams: instances.map((instance) => instance.port),
});

async function cleanup() {
  // nginx first (its worker would outlive a killed master, still listening).
  await balancerProcess.stop();
  for (const child of children) child.kill('SIGKILL');
  await db.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

// --- HTTP helpers ------------------------------------------------------------------------------------------------

async function tokenFor(email, base = balancer) {
  const response = await fetch(`${base}/dev-idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  check(response.ok, `no token for ${email}: ${response.status}`);
  return (await response.json()).id_token;
}

async function session(email) {
  const token = await tokenFor(email);
  const response = await fetch(`${balancer}/api/v1/csrf_token`, {
    headers: { authorization: `Bearer ${token}` },
  });
  check(response.ok, `no CSRF token for ${email}: ${response.status}`);
  return { token, csrf: (await response.json()).token };
}

const get = (base, url, { token }) =>
  fetch(`${base}/api/v1${url}`, { headers: { authorization: `Bearer ${token}` } });
const post = (base, url, { token, csrf }, body, headers = {}) =>
  fetch(`${base}/api/v1${url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-csrf-token': csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A write with an Idempotency-Key, retried until it gets a definite answer, as the pages do. */
async function keyedWrite(url, who, body) {
  let key = randomUUID();
  let last = 'no answer';
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      const response = await post(balancer, url, who, body, { 'idempotency-key': key });
      if (response.status < 500 && response.status !== 409) return { response, attempts: attempt + 1 };
      last = `${response.status} ${await response.text()}`;
      // E-409 (two registrations raced, nothing written) is the user's "try again": a new attempt, a new key.
      // E-409-1 (this key still running, or its instance died) is retried with the same key past the stale window.
      if (last.includes('"E-409"')) key = randomUUID();
      // 409 here: the same key is still running elsewhere (or its instance died): wait past the stale window.
    } catch {
      // connection reset by a killed instance
    }
    await sleep(250);
  }
  throw new Error(`${url} never got a definite answer (last: ${last.slice(0, 200)})`);
}

const ACCOUNTS = {
  admin: 'admin@example.com',
  business: 'business@example.com',
  editor: 'editor@example.com',
  approver: 'approver@example.com',
  viewer: 'viewer@example.com',
};

const newUser = (mail, groupCode) => ({
  surname: '負荷',
  given_name: '試験',
  surname_kana: 'フカ',
  given_name_kana: 'シケン',
  mail,
  org_group_code: groupCode,
  authority_group_id: 'VIEWER',
  comment: 'scale',
});

// --- journeys ----------------------------------------------------------------------------------------------------

try {
  await journey(
    'three instances starting at once on an empty database migrate and seed it once',
    async () => {
      instances.forEach(startInstance);
      await Promise.all(instances.map((instance) => ready(instance)));
      const migrations = await db.query(
        'SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name',
      );
      check(
        migrations.rows.length > 0 && migrations.rows.every((row) => row.n === 1),
        'a migration ran twice',
      );
      const users = await db.query(
        'SELECT count(*)::int AS n, count(DISTINCT lower(email))::int AS d FROM users',
      );
      check(users.rows[0].n > 0 && users.rows[0].n === users.rows[0].d, 'seeded twice');
      // The dev sign-in key is per data folder: give the three instances the first one's, restarting them one by one.
      for (const instance of instances.slice(1)) {
        copyFileSync(
          path.join(instances[0].dataDir, 'dev-idp-key.json'),
          path.join(instance.dataDir, 'dev-idp-key.json'),
        );
        await stopInstance(instance);
        startInstance(instance);
        await ready(instance);
      }
      return `${migrations.rows.length} migrations applied once, ${users.rows[0].n} users seeded once`;
    },
  );

  await journey('signed out through the balancer, the token is refused by every instance', async () => {
    const who = await session(ACCOUNTS.viewer);
    for (const instance of instances) {
      check(
        (await get(instance.url, '/authority/all', who)).status === 200,
        `${instance.name} refused before`,
      );
    }
    check((await post(balancer, '/auth/sign_out', who)).status === 204, 'sign-out failed');
    const after = await Promise.all(
      instances.map(async (i) => (await get(i.url, '/authority/all', who)).status),
    );
    check(
      after.every((status) => status === 401),
      `answers after sign-out: ${after.join(', ')}`,
    );
    return `answers after sign-out: ${after.join(', ')}`;
  });

  await journey('an export started on one instance downloads from the others', async () => {
    const who = await session(ACCOUNTS.business);
    const started = await post(instances[0].url, '/organizations/survey_target/export_jobs', who, {
      survey_fy: Number((await db.query('SELECT max(survey_fy) AS fy FROM survey_years')).rows[0].fy),
    });
    check(started.status === 202, `start answered ${started.status}`);
    const job = await started.json();
    const bodies = [];
    for (const instance of instances.slice(1)) {
      let response;
      for (let attempt = 0; attempt < 100; attempt++) {
        response = await get(instance.url, job.download_path.replace(/^\/api\/v1/, ''), who);
        if (response.status !== 202) break;
        await sleep(100);
      }
      check(response.status === 200, `${instance.name} answered ${response.status}`);
      bodies.push(await response.text());
    }
    check(bodies[0] === bodies[1] && bodies[0].length > 0, 'the instances sent different files');
    return `${job.rows_total} rows, ${Buffer.byteLength(bodies[0])} bytes from api2 and api3`;
  });

  const groupCode = (await db.query('SELECT group_code FROM internal_groups ORDER BY 1 LIMIT 1')).rows[0]
    .group_code;

  await journey('the same application approved on two instances at once has exactly one winner', async () => {
    const editor = await session(ACCOUNTS.editor);
    const registered = await post(
      balancer,
      '/users/regist',
      editor,
      newUser(`race-${Date.now()}@example.com`, groupCode),
    );
    check(registered.status === 201, `registration answered ${registered.status}`);
    const { user_id, apply_index, version } = await registered.json();
    const approver = await session(ACCOUNTS.approver);
    const body = { user_id, apply_index, version, comment: '確認' };
    const answers = await Promise.all(
      [instances[0], instances[1]].map(
        async (i) => (await post(i.url, '/users/accept', approver, body)).status,
      ),
    );
    check(answers.sort().join() === '200,409', `answers ${answers.join(', ')}`);
    const history = await db.query(
      'SELECT count(*)::int AS n FROM user_apply_histories WHERE user_id = $1 AND apply_index = $2',
      [user_id, apply_index],
    );
    return `answers ${answers.join(' and ')}; history rows ${history.rows[0].n}`;
  });

  await journey('kill -9 of an instance under keyed write load loses and duplicates nothing', async () => {
    const editor = await session(ACCOUNTS.editor);
    const total = 60;
    const mails = Array.from({ length: total }, (_, i) => `load-${Date.now()}-${i}@example.com`);
    let next = 0;
    let retried = 0;
    const answers = [];
    const worker = async () => {
      while (next < mails.length) {
        const mail = mails[next++];
        const { response, attempts } = await keyedWrite('/users/regist', editor, newUser(mail, groupCode));
        answers.push(response.status);
        retried += attempts - 1;
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, worker));
    await sleep(300);
    instances[1].child.kill('SIGKILL');
    await load;
    startInstance(instances[1]);
    await ready(instances[1]);
    const rows = await db.query(
      'SELECT count(*)::int AS n, count(DISTINCT lower(email))::int AS d FROM users WHERE email = ANY($1)',
      [mails],
    );
    check(rows.rows[0].n === total && rows.rows[0].d === total, `${rows.rows[0].n} rows for ${total} writes`);
    check(
      answers.every((status) => status === 201),
      `answers: ${[...new Set(answers)].join(', ')}`,
    );
    return `${total} keyed writes (${retried} retries after the kill or a race), ${rows.rows[0].n} rows, no duplicate`;
  });

  await journey(
    'a rolling restart of all three under load ends with zero failed requests after retries',
    async () => {
      const viewer = await session(ACCOUNTS.viewer);
      let running = true;
      let requests = 0;
      let failed = 0;
      let retried = 0;
      const client = async () => {
        while (running) {
          let ok = false;
          // A client's retry policy: up to 8 tries with a growing pause (≈ 5.6 s in all), longer than the moment
          // the balancer still sends a request to an instance that is stopping.
          for (let attempt = 0; attempt < 8 && !ok; attempt++) {
            if (attempt > 0) retried++;
            try {
              ok = (await get(balancer, '/authority/all', viewer)).status === 200;
            } catch {
              ok = false;
            }
            if (!ok) await sleep(200 * (attempt + 1));
          }
          requests++;
          if (!ok) failed++;
        }
      };
      const load = Promise.all(Array.from({ length: 4 }, client));
      for (const instance of instances) {
        await stopInstance(instance);
        startInstance(instance);
        await ready(instance);
      }
      running = false;
      await load;
      check(failed === 0, `${failed} of ${requests} requests failed after retries`);
      return `${requests} requests, ${retried} retries, 0 failed`;
    },
  );

  await journey(
    'bench:api as a correctness run: 3 instances behind nginx, every list at 10 and 100 connections',
    async () => {
      // Two cores cannot show scaling: the figures are printed, and only a failed request fails the journey.
      const bench = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/bench.ts', '--db', 'postgres', '--instances', '3', '--without-pglite'],
        { cwd: path.join(ROOT, 'api'), env: { ...process.env, BENCH_SECONDS: '1' }, encoding: 'utf8' },
      );
      const output = `${bench.stdout}${bench.stderr}`;
      check(bench.status === 0, `bench exited ${bench.status}: ${output.slice(-800)}`);
      const rows = output
        .split('\n')
        .filter((line) => line.startsWith('|') && line.includes('PostgreSQL ×3'));
      return `${rows.length} runs through the balancer, 0 failed requests`;
    },
  );

  await journey('the shell, pointed at the balancer, signs in and opens a list through it', async () => {
    // `pnpm test` builds the apps before this stage; `pnpm test:scale` alone builds them when they are missing.
    if (!shellBuilt()) {
      const built = spawnSync(process.execPath, [path.join(ROOT, 'tools/build/scripts/build-all.mjs')], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      check(built.status === 0 && shellBuilt(), 'the production builds are missing and could not be built');
    }
    return shellThroughBalancer({ balancer, shellPort, remotePorts, work, email: ACCOUNTS.admin });
  });
} finally {
  for (const instance of instances) await stopInstance(instance).catch(() => undefined);
  await cleanup();
}

const failed = results.filter((result) => !result.ok);
console.log(`\nscale: ${results.length - failed.length} of ${results.length} journeys passed`);
process.exit(failed.length ? 1 : 0);
