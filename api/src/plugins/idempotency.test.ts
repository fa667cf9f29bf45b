import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { MESSAGES } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { bom, lines } from '../test/csv-files';
import { claimKey } from './idempotency-repository';

const t = setupTestApp();
jest.setTimeout(60_000);

const newGroup = (id: string, name = `冪等 ${id}`) => ({
  authority_group_id: id,
  authority_group_name: name,
  data_viewing_class: 1,
  roles: ['MST_USER_VIEWER'],
});
const groupCount = async (id: string) =>
  (
    await t()
      .db.selectFrom('authority_groups')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('authority_group_id', '=', id)
      .executeTakeFirstOrThrow()
  ).n;
const create = (body: object, key?: string, as: string = ACCOUNTS.admin) =>
  t().call('POST', '/authority/groups', {
    as,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

describe('Idempotency-Key on POST', () => {
  it('answers a repeat with the first answer and writes once', async () => {
    const key = randomUUID();
    const first = await create(newGroup('IDEM_A'), key);
    expect(first.statusCode).toBe(201);
    const again = await create(newGroup('IDEM_A'), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await groupCount('IDEM_A')).toBe(1);
  });

  it('without a key, the same POST runs twice (here: refused as a duplicate)', async () => {
    expect((await create(newGroup('IDEM_B'))).statusCode).toBe(201);
    expect((await create(newGroup('IDEM_B'))).json()).toMatchObject({ code: 'W-003' });
  });

  it('refuses the same key with another body: 422 E-422, nothing written', async () => {
    const key = randomUUID();
    expect((await create(newGroup('IDEM_C'), key)).statusCode).toBe(201);
    const other = await create(newGroup('IDEM_C2'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'E-422', message: MESSAGES.keyReused });
    expect(await groupCount('IDEM_C2')).toBe(0);
  });

  it('two concurrent identical POSTs (a double click) make one record; the second waits or replays', async () => {
    const key = randomUUID();
    const answers = await Promise.all([create(newGroup('IDEM_D'), key), create(newGroup('IDEM_D'), key)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(201);
    // Still running → 409 E-409-1; already done → the replayed 201. Never a W-003 from a second run.
    const second = answers.find((a) => a.statusCode !== 201) ?? answers[1]!;
    if (second.statusCode === 409) expect(second.json()).toMatchObject({ code: 'E-409-1' });
    else expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await groupCount('IDEM_D')).toBe(1);
  });

  it('keeps keys per user: another caller with the same key and body claims it afresh', async () => {
    const input = { key: randomUUID(), fingerprint: 'a'.repeat(64), ttlMs: 60_000, staleMs: 60_000 };
    expect(await claimKey(t().db, { ...input, userId: 'U0000001' })).toEqual({ kind: 'claimed' });
    expect(await claimKey(t().db, { ...input, userId: 'U0000002' })).toEqual({ kind: 'claimed' });
  });

  it('keeps 4xx answers too, and refuses a malformed key', async () => {
    const key = randomUUID();
    const stale = newGroup('IDEM_F');
    expect((await create(stale)).statusCode).toBe(201);
    const first = await create(stale, key);
    expect(first.json()).toMatchObject({ code: 'W-003' });
    const again = await create(stale, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const bad = await create(newGroup('IDEM_G'), 'has space');
    expect(bad.statusCode).toBe(400);
    expect(await groupCount('IDEM_G')).toBe(0);
  });

  it('answers "running" until the first request is stale, then lets a retry run; an expired key is free again', async () => {
    const input = { userId: 'U0000001', key: randomUUID(), fingerprint: 'f'.repeat(64), ttlMs: 60_000 };
    expect(await claimKey(t().db, { ...input, staleMs: 60_000 })).toEqual({ kind: 'claimed' });
    expect(await claimKey(t().db, { ...input, staleMs: 60_000 })).toEqual({ kind: 'running' });
    expect(await claimKey(t().db, { ...input, staleMs: -1 })).toEqual({ kind: 'claimed' });
    const expired = { ...input, key: randomUUID(), ttlMs: -1000, staleMs: 60_000 };
    expect(await claimKey(t().db, expired)).toEqual({ kind: 'claimed' });
    expect(await claimKey(t().db, { ...expired, fingerprint: 'e'.repeat(64) })).toEqual({ kind: 'claimed' });
  });
});

describe('Idempotency-Key on uploads: the file content is the fingerprint, not the body length', () => {
  const HEADER = '調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名';
  // Same byte length, different content (one department name letter).
  const file = (letter: 'A' | 'B') =>
    bom(lines(HEADER, `2024,IDM,冪等グループ,I001,冪等本部,IDM01,冪等部${letter},,`));
  /** Each send has its own boundary, as a browser's retry does. */
  const send = (content: Buffer, key: string, fileName = 'org.csv') => {
    const boundary = `----retry-${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t().call('POST', '/organizations/upload/csv', {
      as: ACCOUNTS.org,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': key },
    });
  };
  const departmentName = async () =>
    (
      await t()
        .db.selectFrom('internal_organizations')
        .select('department_name')
        .where('survey_fy', '=', 2024)
        .where('department_code', '=', 'IDM01')
        .execute()
    ).map((row) => row.department_name);

  it('replays the client’s own retry of the same file (another boundary), and refuses another file of the same length with 422', async () => {
    expect(file('A').length).toBe(file('B').length);
    const key = randomUUID();
    const first = await send(file('A'), key);
    expect(first.json()).toMatchObject({ imported_count: 1, added: 1 });
    const retry = await send(file('A'), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    const other = await send(file('B'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'E-422', message: MESSAGES.keyReused });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await departmentName()).toEqual(['冪等部A']);

    const renamed = await send(file('A'), key, 'other-name.csv');
    expect(renamed.statusCode).toBe(422);
  });

  it('a keyed upload still reads the file the same way: a bad file is refused and its answer kept', async () => {
    const key = randomUUID();
    const bad = await send(bom(lines('調査年度,グループ')), key);
    expect(bad.json()).toMatchObject({ code: 'W-005-3' });
    const again = await send(bom(lines('調査年度,グループ')), key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await send(file('B'), randomUUID())).json()).toMatchObject({ imported_count: 1, changed: 1 });
    expect(await departmentName()).toEqual(['冪等部B']);
  });
});
