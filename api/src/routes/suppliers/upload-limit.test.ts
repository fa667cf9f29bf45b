import { SUPPLIER_CSV } from '@sdp/shared/domain';
import { randomUUID } from 'node:crypto';
import { multipart } from '../../test/csv-files';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

// A tiny file limit, so a small file is already too large.
const t = setupTestApp({ fileLimitBytes: 64 });
jest.setTimeout(120_000);

const header = SUPPLIER_CSV.columns.map((column) => column.header).join(',');
const row = '2025,01011,SP-0001,株式会社テスト,ﾃｽﾄ,テスト,テスト,営業部,,仕入,1000\r\n';
const content = Buffer.from(`\uFEFF${header}\r\n${row.repeat(50)}`, 'utf-8');

it('answers an upload over the size limit with 413 E-413 and imports nothing', async () => {
  const response = await t().upload('/suppliers/upload', 's.csv', content, ACCOUNTS.org);
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ code: 'E-413', message: 'ファイルサイズが上限を超えています' });
});

it('answers the same 413 when the upload has an Idempotency-Key (its file is read for the fingerprint first)', async () => {
  const { payload, contentType } = multipart(content, 's.csv');
  const response = await t().call('POST', '/suppliers/upload', {
    as: ACCOUNTS.org,
    body: payload,
    headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
  });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ code: 'E-413', message: 'ファイルサイズが上限を超えています' });
});
