import type { ExportJob } from '@sdp/shared/contracts';
import { UTF8_BOM } from '@sdp/shared/domain';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';
import { EXPORT_TOKEN_TTL_MS } from './export-job-store';

const t = setupTestApp();
jest.setTimeout(120_000);

const FILTER = { survey_fy: 2025 };

async function startTargetExport(as: string = ACCOUNTS.business, body: object = FILTER) {
  const response = await t().call('POST', '/organizations/survey_target/export_jobs', { as, body });
  expect(response.statusCode).toBe(202);
  return response.json<ExportJob>();
}

/** Polls the token URL the way the page does until it stops answering 202. */
async function fetchWhenReady(path: string, as: string = ACCOUNTS.business) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await t().call('GET', path, { as });
    if (response.statusCode !== 202) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('export never became ready');
}

/** A job whose rows come only when the test releases them. */
async function heldJob(ownerId: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  async function* pages() {
    yield [{ code: 'A1', name: '=cmd' }];
    await gate;
    yield [{ code: 'A2', name: '東京' }];
  }
  const job = await t().app.exportJobs.start({
    ownerId,
    fileName: 'held.csv',
    columns: [
      { header: 'コード', value: (r: { code: string; name: string }) => r.code },
      { header: '名称', value: (r: { code: string; name: string }) => r.name },
    ],
    pages: pages(),
    total: 4,
  });
  return { path: `/exports/${job.token}`, release };
}

describe('survey target export by token', () => {
  it('answers 202 with a token, then the same CSV as the direct export', async () => {
    const job = await startTargetExport();
    expect(job).toMatchObject({ status: 'preparing', download_path: `/exports/${job.token}` });
    expect(job.rows_total).toBeGreaterThan(0);
    const file = await fetchWhenReady(job.download_path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('調査対象一覧'));
    const direct = await t().call('GET', '/organizations/survey_target/export', {
      as: ACCOUNTS.business,
      query: FILTER,
    });
    expect(file.body.startsWith(UTF8_BOM + '区分,調査年度,本部コード')).toBe(true);
    expect(file.body).toBe(direct.body);
    expect(file.body.trim().split('\r\n')).toHaveLength(job.rows_total! + 1);
  });

  it('refuses callers without the survey list role and a filter without a year', async () => {
    expect(
      (
        await t().call('POST', '/organizations/survey_target/export_jobs', {
          as: ACCOUNTS.viewer,
          body: FILTER,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t().call('POST', '/organizations/survey_target/export_jobs', {
          as: ACCOUNTS.business,
          body: {},
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET /exports/{token}', () => {
  it('answers 202 with the progress while preparing and 200 with the CSV once ready', async () => {
    const held = await heldJob('U0000002');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const preparing = await t().call('GET', held.path, { as: ACCOUNTS.business });
    expect(preparing.statusCode).toBe(202);
    expect(preparing.json()).toMatchObject({
      status: 'preparing',
      rows_done: 1,
      rows_total: 4,
      progress: 25,
    });
    held.release();
    const ready = await fetchWhenReady(held.path);
    expect(ready.statusCode).toBe(200);
    // Formula cells are neutralised as in every export.
    expect(ready.body).toBe(`${UTF8_BOM}コード,名称\r\nA1,'=cmd\r\nA2,東京\r\n`);
  });

  it("answers 404 to another user's token, even an administrator's", async () => {
    const job = await startTargetExport(ACCOUNTS.business);
    await fetchWhenReady(job.download_path);
    for (const as of [ACCOUNTS.admin, ACCOUNTS.viewer]) {
      const response = await t().call('GET', job.download_path, { as });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'E-404' });
    }
    expect((await t().call('GET', job.download_path, { as: ACCOUNTS.business })).statusCode).toBe(200);
  });

  it('answers 404 once the token has expired, and 401 without sign-in', async () => {
    const job = await startTargetExport();
    await fetchWhenReady(job.download_path);
    expect((await t().call('GET', job.download_path)).statusCode).toBe(401);
    const store = t().app.exportJobs;
    store.now = () => Date.now() + EXPORT_TOKEN_TTL_MS + 1000;
    try {
      expect((await t().call('GET', job.download_path, { as: ACCOUNTS.business })).statusCode).toBe(404);
    } finally {
      store.now = Date.now;
    }
    expect(
      (await t().call('GET', '/exports/unknown-token-0123456789', { as: ACCOUNTS.business })).statusCode,
    ).toBe(404);
  });

  it('keeps the file in the database until the scheduled sweep deletes the expired job with it', async () => {
    const job = await startTargetExport();
    await fetchWhenReady(job.download_path);
    const chunks = () =>
      t().db.selectFrom('export_job_chunks').select('seq').where('token', '=', job.token).execute();
    expect((await chunks()).length).toBeGreaterThan(0);
    await t()
      .db.updateTable('export_jobs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token', '=', job.token)
      .execute();
    expect(await t().app.exportJobs.sweep()).toBeGreaterThanOrEqual(1);
    expect(await chunks()).toEqual([]);
    expect((await t().call('GET', job.download_path, { as: ACCOUNTS.business })).statusCode).toBe(404);
  });
});
