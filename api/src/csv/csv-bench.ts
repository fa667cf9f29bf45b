/**
 * CSV benchmark (prints figures; not a test): `pnpm --filter @sdp/api bench:csv [rows]`.
 * Imports a generated supplier CSV (default 100,000 rows) through POST /suppliers/upload in Shift_JIS and in UTF-8
 * with BOM, loads the same rows with PostgreSQL COPY into a second copy of the database, and exports them through
 * GET /suppliers/export/. Time and peak RSS of this process (which also holds the embedded PGlite).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { PGlite } from '@electric-sql/pglite';
import { SUPPLIER_CSV } from '@sdp/shared/domain';
import { createTestApp, ACCOUNTS } from '../test/test-app';
import { templateHash } from '../test/test-db';

const ROWS = Number(process.argv[2] ?? 100_000);

function peakRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

async function measure<T>(label: string, run: () => Promise<T>): Promise<T> {
  const stop = peakRss();
  const start = performance.now();
  const result = await run();
  const ms = performance.now() - start;
  console.log(
    `${label.padEnd(38)} ${(ms / 1000).toFixed(2).padStart(7)} s   peak RSS ${(stop() / 2 ** 20).toFixed(0)} MB`,
  );
  return result;
}

async function main() {
  const t = await createTestApp({ fileLimitBytes: 512 * 1024 * 1024 });
  const departments = (
    await t.db
      .selectFrom('internal_organizations')
      .select('department_code')
      .where('survey_fy', '=', 2025)
      .where('section_code', 'is', null)
      .execute()
  ).map((row) => row.department_code);
  const header = SUPPLIER_CSV.columns.map((column) => column.header).join(',');
  const lines = [header];
  for (let i = 0; i < ROWS; i += 1) {
    const dept = departments[i % departments.length]!;
    lines.push(
      `2025,${dept},S${String(i).padStart(7, '0')},株式会社ベンチマーク${i},ﾍﾞﾝﾁﾏｰｸ${i},取引先${i},取引先${i},営業部,第一課,仕入,${i * 100}`,
    );
  }
  const text = `${lines.join('\r\n')}\r\n`;
  const files = {
    Shift_JIS: iconv.encode(text, 'Shift_JIS'),
    'UTF-8 BOM': iconv.encode(text, 'utf-8', { addBOM: true }),
  };
  console.log(
    `${ROWS} rows; Shift_JIS ${(files.Shift_JIS.length / 2 ** 20).toFixed(1)} MB, UTF-8 ${(files['UTF-8 BOM'].length / 2 ** 20).toFixed(1)} MB`,
  );
  const token = await t.tokenFor(ACCOUNTS.org);
  const csrf = await t.csrfFor(ACCOUNTS.org);
  const boundary = '----sdp-bench';
  for (const [name, bytes] of Object.entries(files)) {
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await measure(`import via API (${name})`, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/suppliers/upload',
        headers: {
          authorization: `Bearer ${token}`,
          'x-csrf-token': csrf,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      }),
    );
    if (response.statusCode !== 200)
      throw new Error(`upload ${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  const exported = await measure('export via API (UTF-8 BOM)', () =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/suppliers/export/?survey_fy=2025',
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  console.log(
    `  exported ${(exported.rawPayload.length / 2 ** 20).toFixed(1)} MB, ${exported.body.split('\r\n').length - 2} rows`,
  );
  await t.close();

  const template = path.join(
    fileURLToPath(new URL('../../.data/test-templates/', import.meta.url)),
    `pglite-${templateHash()}.tar`,
  );
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  const columns = SUPPLIER_CSV.columns.map((column) => column.key).join(', ');
  await pglite.exec('DELETE FROM suppliers');
  await measure('PostgreSQL COPY of the same rows (PGlite)', () =>
    pglite.query(`COPY suppliers (${columns}) FROM '/dev/blob' WITH (FORMAT csv, HEADER true)`, [], {
      blob: new Blob([text]),
    }),
  );
  await pglite.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
