import { exportJobSchema } from '@sdp/shared/contracts';
import { setMockDelayFactor } from '../lib';
import { resetMockStore, server } from '../node';
import { call, signIn } from '../testing/mock-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetMockStore();
  setMockDelayFactor(0);
});
afterAll(() => server.close());

async function start(token: string) {
  const response = await call('POST', '/organizations/survey_target/export_jobs', {
    token,
    csrf: true,
    body: { survey_fy: 2025 },
  });
  expect(response.status).toBe(202);
  return exportJobSchema.parse(await response.json());
}

it('answers 202 with the progress until the download delay has passed, then the CSV', async () => {
  const business = await signIn('business@example.com');
  setMockDelayFactor(0.1); // 500 ms instead of 5 s
  const job = await start(business);
  const early = await call('GET', job.download_path, { token: business });
  expect(early.status).toBe(202);
  expect(exportJobSchema.parse(await early.json()).status).toBe('preparing');
  await new Promise((resolve) => setTimeout(resolve, 550));
  const ready = await call('GET', job.download_path, { token: business });
  expect(ready.status).toBe(200);
  expect(ready.headers.get('Content-Type')).toMatch(/text\/csv/);
  const lines = (await ready.text()).trim().split('\r\n');
  expect(lines[0]).toBe(
    '区分,調査年度,本部コード,本部名,部コード,部名,コード,名称,国コード,国名,事業内容,今年度調査対象区分,今年度所在地区分,前年度調査対象区分,前年度所在地区分,対象外理由,備考',
  );
  expect(lines).toHaveLength(job.rows_total! + 1);
});

it("answers 404 to another user's token and to an unknown one", async () => {
  const job = await start(await signIn('business@example.com'));
  const admin = await signIn('admin@example.com');
  expect((await call('GET', job.download_path, { token: admin })).status).toBe(404);
  expect((await call('GET', '/exports/0123456789abcdef0123', { token: admin })).status).toBe(404);
});
