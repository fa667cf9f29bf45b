import { createHash } from 'node:crypto';
import AdmZip from 'adm-zip';
import { ACCOUNTS, setupTestApp } from '../../../test/test-app';
import type { ManifestEntry } from './assurance-pack';

const t = setupTestApp();
jest.setTimeout(180_000);

const FY = 2024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the assurance pack of a year (DESIGN.md §8 "Assurance pack")', () => {
  it('is a ZIP whose manifest lists every other file with its SHA-256 and size, the same bytes each time', async () => {
    expect((await t().call('POST', `/survey_years/${FY}/close`, { as: ACCOUNTS.admin })).statusCode).toBe(
      200,
    );
    const answer = await t().call('GET', `/survey_years/${FY}/assurance_pack`, { as: ACCOUNTS.admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/zip');

    const zip = new AdmZip(answer.rawPayload);
    const files = new Map(zip.getEntries().map((entry) => [entry.entryName, entry.getData()]));
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as {
      survey_fy: number;
      files: ManifestEntry[];
    };
    expect(manifest.survey_fy).toBe(FY);
    expect(manifest.files.map((file) => file.name).sort()).toEqual(
      [...files.keys()].filter((name) => name !== 'manifest.json').sort(),
    );
    for (const file of manifest.files) {
      const bytes = files.get(file.name)!;
      expect({ name: file.name, sha256: sha256(bytes), size: bytes.length }).toEqual(file);
    }

    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        `audit_events_${FY}.csv`,
        'seal.json',
        'restatements.json',
        `exports/事業所一覧_${FY}.csv`,
        `exports/車両一覧_${FY}.csv`,
      ]),
    );
    const seal = JSON.parse(files.get('seal.json')!.toString('utf8')) as { digest: string };
    const stored = (await t().call('GET', `/survey_years/${FY}/seal`, { as: ACCOUNTS.admin })).json<{
      seal: { digest: string };
    }>();
    expect(seal.digest).toBe(stored.seal.digest);
    const again = await t().call('GET', `/survey_years/${FY}/assurance_pack`, { as: ACCOUNTS.admin });
    expect(again.rawPayload.equals(answer.rawPayload)).toBe(true);
    const audit = files.get(`audit_events_${FY}.csv`)!.toString('utf8');
    expect(audit.split('\r\n')[1]).toContain('締め');
  });

  it('holds every upload of the year as uploaded, named safely, and says who uploaded it with its SHA-256', async () => {
    // An open year: the case above closed FY.
    const OPEN = FY + 1;
    const office = await t()
      .app.db.selectFrom('offices')
      .select('office_code')
      .where('survey_fy', '=', OPEN)
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from(
      `\uFEFF調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離\r\n${OPEN},${office.office_code},PACK-1,ハイエース,軽油,1000,8000\r\n`,
    );
    const uploaded = await t().upload('/cars/upload', '../車両/pack.csv', bytes, ACCOUNTS.vehicle, {
      comment: '検証パッケージの確認',
    });
    expect(uploaded.statusCode).toBe(200);
    const answer = await t().call('GET', `/survey_years/${OPEN}/assurance_pack`, { as: ACCOUNTS.admin });
    const files = new Map(
      new AdmZip(answer.rawPayload).getEntries().map((entry) => [entry.entryName, entry.getData()]),
    );
    // The uploader's name keeps no path of its own in the pack.
    const name = [...files.keys()].find((file) => file.startsWith('uploads/0'))!;
    expect(name).toBe('uploads/001_pack.csv');
    expect(files.get(name)!.equals(bytes)).toBe(true);
    const listed = JSON.parse(files.get('uploads.json')!.toString('utf8')) as {
      file: string;
      sha256: string;
      user_id: string;
    }[];
    expect(listed).toEqual([expect.objectContaining({ file: name, sha256: sha256(bytes) })]);
  });

  it('answers 404 for a year that does not exist', async () => {
    const answer = await t().call('GET', '/survey_years/1999/assurance_pack', { as: ACCOUNTS.admin });
    expect(answer.statusCode).toBe(404);
  });
});
