import { sql } from 'kysely';
import {
  restatementsResponseSchema,
  SEAL_KINDS,
  surveyYearSealResponseSchema,
  type SealKind,
} from '@sdp/shared/contracts';
import { addScopedAccounts, SCOPED } from '../../../test/scope-support';
import { ACCOUNTS, setupTestApp } from '../../../test/test-app';
import { computeSeal, readWholeCompany, within } from './compute-seal';

const t = setupTestApp();
jest.setTimeout(180_000);

// A seed year every kind has data in (survey results and clients start in 2024).
const FY = 2024;

class Rollback extends Error {}

/** The year's seal as computed now, after an optional direct SQL change that is rolled back afterwards. */
async function sealAfter(change?: string) {
  let seal: Awaited<ReturnType<typeof computeSeal>> | undefined;
  await t()
    .db.transaction()
    .execute(async (tx) => {
      if (change) expect((await sql.raw(change).execute(tx)).numAffectedRows).toBeGreaterThan(0n);
      await readWholeCompany(tx);
      seal = await computeSeal(within(tx), FY);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return seal!;
}

/** One row of each kind changed by direct SQL (survey targets: last year's class, which only the targets show). */
const ONE_ROW_CHANGED: Record<SealKind, string> = {
  internal_units: `UPDATE internal_organizations SET department_name = department_name || '改'
    WHERE internal_organization_id = (SELECT min(internal_organization_id) FROM internal_organizations WHERE survey_fy = ${FY})`,
  offices: `UPDATE offices SET office_name = office_name || '改'
    WHERE office_id = (SELECT min(office_id) FROM offices WHERE survey_fy = ${FY})`,
  corporations: `UPDATE corporations SET company_name = company_name || '改'
    WHERE corporation_id = (SELECT min(corporation_id) FROM corporations WHERE survey_fy = ${FY})`,
  suppliers: `UPDATE suppliers SET supplier_company_name_full_width = supplier_company_name_full_width || '改'
    WHERE supplier_id = (SELECT min(supplier_id) FROM suppliers WHERE survey_fy = ${FY})`,
  survey_targets: `UPDATE offices p SET survey_target_class = CASE WHEN p.survey_target_class = 1 THEN 2 ELSE 1 END
    FROM offices o WHERE o.survey_fy = ${FY} AND p.survey_fy = ${FY - 1} AND p.office_code = o.office_code
    AND o.office_id = (SELECT min(office_id) FROM offices WHERE survey_fy = ${FY})`,
  survey_results: `UPDATE survey_results SET emissions = emissions + 1
    WHERE survey_result_id = (SELECT min(survey_result_id) FROM survey_results WHERE survey_fy = ${FY})`,
  vehicles: `UPDATE vehicles SET fuel_used = fuel_used + 1
    WHERE vehicle_id = (SELECT min(vehicle_id) FROM vehicles WHERE survey_fy = ${FY})`,
};

const move = (path: string, body?: unknown) =>
  t().call('POST', `/survey_years/${FY}/${path}`, { as: ACCOUNTS.admin, body });
const sealNow = async () =>
  surveyYearSealResponseSchema.parse(
    (await t().call('GET', `/survey_years/${FY}/seal`, { as: ACCOUNTS.admin })).json(),
  );

describe('the seal of a year (DESIGN.md §8 "A closed year is sealed")', () => {
  it('is the same over two computations and counts every kind of the year', async () => {
    const [first, second] = [await sealAfter(), await sealAfter()];
    expect(first.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toEqual(first);
    expect(first.counts.map((count) => count.kind)).toEqual(SEAL_KINDS);
    expect(first.counts.every((count) => count.rows > 0)).toBe(true);
  });

  it.each(SEAL_KINDS)('changes when one row of %s changes', async (kind) => {
    const before = await sealAfter();
    const after = await sealAfter(ONE_ROW_CHANGED[kind]);
    expect(after.digest).not.toBe(before.digest);
    expect(after.counts).toEqual(before.counts);
  });

  it('answers 404 for a year never closed, and is stored by the close: verified until the data changes', async () => {
    const open = await t().call('GET', `/survey_years/${FY}/seal`, { as: ACCOUNTS.admin });
    expect(open.statusCode).toBe(404);
    expect(open.json()).toMatchObject({ message: `${FY}年度は締められていないため、封印がありません。` });

    expect((await move('close')).statusCode).toBe(200);
    const sealed = await sealNow();
    expect(sealed).toMatchObject({ verified: true, seal: { survey_fy: FY, sealed_user_name: '管理 太郎' } });
    expect(sealed.current_digest).toBe(sealed.seal.digest);
    expect(sealed.seal.digest).toBe((await sealAfter()).digest);

    await sql.raw(ONE_ROW_CHANGED.vehicles).execute(t().db);
    const tampered = await sealNow();
    expect(tampered.verified).toBe(false);
    expect(tampered.current_digest).not.toBe(tampered.seal.digest);
    await sql.raw(ONE_ROW_CHANGED.vehicles.replace('+ 1', '- 1')).execute(t().db);
    expect((await sealNow()).verified).toBe(true);
  });

  it('records a restatement when a reopened year closes again: reason, both seals, the rows changed between', async () => {
    const before = (await sealNow()).seal;
    expect((await move('reopen', { reason: '事業所名の誤りを訂正' })).statusCode).toBe(200);
    const offices = (
      await t().call('GET', '/organizations/office', {
        as: ACCOUNTS.org,
        query: { survey_fy: FY, per_page: 1 },
      })
    ).json<{ offices: { id: number }[] }>().offices;
    const detail = (
      await t().call('GET', `/organizations/office/${offices[0]!.id}`, {
        as: ACCOUNTS.org,
        query: { survey_fy: FY },
      })
    ).json<Record<string, unknown>>();
    const fields = Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== null));
    const saved = await t().call('PUT', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...fields, notes: '訂正済み' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await move('close')).statusCode).toBe(200);

    const after = (await sealNow()).seal;
    expect(after.digest).not.toBe(before.digest);
    const { restatements } = restatementsResponseSchema.parse(
      (await t().call('GET', `/survey_years/${FY}/restatements`, { as: ACCOUNTS.admin })).json(),
    );
    expect(restatements).toEqual([
      expect.objectContaining({
        reason: '事業所名の誤りを訂正',
        digest_before: before.digest,
        digest_after: after.digest,
        closed_user_name: '管理 太郎',
        changes: [
          expect.objectContaining({
            entity: 'office',
            entity_key: `${FY}/${String(detail.office_code)}`,
            action: 'update',
          }),
        ],
      }),
    ]);
  });

  it('covers the whole year whoever closes or checks it: a 所属組織データのみ closer seals what the admin sees', async () => {
    await addScopedAccounts(t());
    const fy = FY - 1;
    const close = await t().call('POST', `/survey_years/${fy}/close`, { as: SCOPED.hq });
    expect(close.statusCode).toBe(200);
    const asScoped = surveyYearSealResponseSchema.parse(
      (await t().call('GET', `/survey_years/${fy}/seal`, { as: SCOPED.hq })).json(),
    );
    const asAdmin = surveyYearSealResponseSchema.parse(
      (await t().call('GET', `/survey_years/${fy}/seal`, { as: ACCOUNTS.admin })).json(),
    );
    expect(asScoped).toEqual(asAdmin);
    expect(asAdmin.verified).toBe(true);
    const offices = await t()
      .db.selectFrom('offices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('survey_fy', '=', fy)
      .executeTakeFirstOrThrow();
    expect(asAdmin.seal.counts.find((count) => count.kind === 'offices')?.rows).toBe(Number(offices.n));
  });

  it('refuses the seal, the restatements and the pack to a user without 年度管理 (403)', async () => {
    for (const path of ['seal', 'restatements', 'assurance_pack']) {
      const answer = await t().call('GET', `/survey_years/${FY}/${path}`, { as: ACCOUNTS.org });
      expect(answer.statusCode).toBe(403);
    }
  });
});
