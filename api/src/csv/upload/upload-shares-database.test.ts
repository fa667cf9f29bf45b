import { randomUUID } from 'node:crypto';
import { SUPPLIER_CSV } from '@sdp/shared/domain';
import { bom, lines, multipart } from '../../test/csv-files';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(300_000);

/** A large file whose last row is bad: the upload reads and stages every row, then is refused whole. */
function largeFileWithABadLastRow(rows: number): Buffer {
  const header = SUPPLIER_CSV.columns.map((column) => column.header).join(',');
  const body = Array.from(
    { length: rows },
    (_, i) =>
      `2025,01011,SH${String(i).padStart(6, '0')},株式会社共有${i},ｷｮｳﾕｳ,共有${i},共有,営業部,,仕入,${i}`,
  );
  return bom(lines(header, ...body, '2025,01011,SH-BAD,株式会社共有,ｷｮｳﾕｳ,共有,共有,営業部,,仕入,多い'));
}

it("answers another user's request while a large upload (with an Idempotency-Key) is still being read", async () => {
  const suppliers = () => t().call('GET', '/suppliers', { as: ACCOUNTS.admin, query: { survey_fy: 2025 } });
  expect((await suppliers()).statusCode).toBe(200); // the other user is signed in already
  await t().csrfFor(ACCOUNTS.org);
  const before = (await suppliers()).json<{ total: number }>().total;

  const { payload, contentType } = multipart(largeFileWithABadLastRow(30_000), 'large.csv');
  let uploadAnswered = false;
  const uploading = t()
    .call('POST', '/suppliers/upload', {
      as: ACCOUNTS.org,
      body: payload,
      headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
    })
    .finally(() => (uploadAnswered = true));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const meanwhile = await suppliers();
  expect(meanwhile.statusCode).toBe(200);
  expect(uploadAnswered).toBe(false);

  const refused = await uploading;
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ error_item: { rows: [expect.objectContaining({ line: 30_002 })] } });
  expect((await suppliers()).json<{ total: number }>().total).toBe(before);
});
