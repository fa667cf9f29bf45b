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

  it('answers 404 for a year that does not exist', async () => {
    const answer = await t().call('GET', '/survey_years/1999/assurance_pack', { as: ACCOUNTS.admin });
    expect(answer.statusCode).toBe(404);
  });
});
