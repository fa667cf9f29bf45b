/**
 * Issue #29 on both sides: the mocks read CSV files and parameters by the same shared rules as the server, so mixed
 * line endings, a row's cell count, a 準備中 year, a long file name, a prototype's name as sort and a loose year in
 * a path answer alike, bodies included.
 * @jest-environment node
 */
import { resetMockStore, server } from '@sdp/mocks/node';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { mockSide, serverSide, type Answer, type Side } from './sides';

const t = setupTestApp();
jest.setTimeout(120_000);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const sides = () => [mockSide(), serverSide(t())] as const;
const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';

/** Status and body, less what each side makes its own (the request id). */
const answerOf = ({ status, json }: Answer) => {
  const { request_id: _ignored, ...body } = (json ?? {}) as Record<string, unknown>;
  return { status, body };
};

async function officeOf(side: Side): Promise<string> {
  const list = await side.call('GET', '/organizations/office?survey_fy=2025', { as: ACCOUNTS.admin });
  return (list.json as { offices: { office_code: string }[] }).offices[0]!.office_code;
}

/** The same request on both sides; their answers, each reduced by answerOf. */
async function both(request: (side: Side) => Promise<Answer>) {
  const answers = [];
  for (const side of sides()) answers.push(answerOf(await request(side)));
  return answers as [ReturnType<typeof answerOf>, ReturnType<typeof answerOf>];
}

const cars = (side: Side, content: string, name = 'cars.csv') =>
  side.call('POST', '/cars/upload?dry_run=true', {
    as: ACCOUNTS.vehicle,
    file: { name, content: Buffer.from(`\uFEFF${content}`, 'utf-8') },
  });

afterEach(() => resetMockStore());

describe('strict input answers alike on both sides', () => {
  it('reads every line of a file with CRLF, LF and CR endings mixed', async () => {
    const [mock, real] = await both(async (side) => {
      const o = await officeOf(side);
      return cars(
        side,
        `${HEADER}\r\n2025,${o},M-1,車,軽油,1,\n2025,${o},M-2,車,軽油,1,\r2025,${o},M-3,車,軽油,1,\r\n`,
      );
    });
    // The sides' seeds hold different vehicles: the file's own rows must agree.
    for (const answer of [mock, real])
      expect(answer).toMatchObject({ status: 200, body: { imported_count: 3, added: 3, changed: 0 } });
  });

  it('refuses a row with an extra cell and one with a missing cell by line, with the same rows', async () => {
    const [mock, real] = await both(async (side) => {
      const o = await officeOf(side);
      return cars(side, `${HEADER}\r\n2025,${o},M-1,車,軽油,1,,余分\r\n2025,${o},M-2,車,軽油,1\r\n`);
    });
    expect(real).toMatchObject({ status: 400, body: { code: 'W-005-3' } });
    expect(mock).toEqual(real);
  });

  it('refuses a file name over 200 characters before reading the file', async () => {
    const [mock, real] = await both(async (side) =>
      cars(side, `${HEADER}\r\n2025,${await officeOf(side)},M-1,車,軽油,1,\r\n`, `${'a'.repeat(201)}.csv`),
    );
    expect(real).toMatchObject({ status: 400, body: { code: 'W-001-3' } });
    expect(mock).toEqual(real);
  });

  it('refuses sort=__proto__ and a loose year in a path', async () => {
    for (const [method, path] of [
      ['GET', '/organizations/office?survey_fy=2025&sort=__proto__&order=asc'],
      ['GET', '/cars?survey_fy=2025&sort=constructor'],
      ['GET', '/organizations/office?survey_fy=0x7E9'],
      ['POST', '/survey_years/0x7E9/close'],
      ['POST', '/survey_years/2.025e3/rollover?dry_run=true'],
      ['POST', '/survey_years/2025%0A/open'],
    ] as const) {
      const [mock, real] = await both((side) => side.call(method, path, { as: ACCOUNTS.admin }));
      expect({ path, status: real.status }).toEqual({ path, status: 400 });
      expect({ path, mock }).toEqual({ path, mock: real });
    }
  });

  it('refuses survey results of a 準備中 year row by row', async () => {
    const [mock, real] = await both(async (side) => {
      const rolled = await side.call('POST', '/survey_years/2025/rollover', { as: ACCOUNTS.admin });
      expect(rolled.status).toBe(200);
      const content = `調査年度,区分,コード,排出区分,活動量,単位,排出量\r\n2026,事業所,${await officeOf(side)},電力,1,kWh,1\r\n`;
      return side.call('POST', '/survey_result/upload?dry_run=true', {
        as: ACCOUNTS.business,
        file: { name: 'r.csv', content: Buffer.from(`\uFEFF${content}`, 'utf-8') },
      });
    });
    expect(real).toMatchObject({
      status: 400,
      body: { error_item: { rows: [{ line: 2, field: 'survey_fy', reason: 'INVALID_STATUS' }] } },
    });
    expect(mock).toEqual(real);
  });
});
