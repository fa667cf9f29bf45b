import { sql } from 'kysely';
import type { QualityWarning } from '@sdp/shared/contracts';
import type { VehicleCsvRow } from '@sdp/shared/domain';
import type { Db } from '../../db/database';
import { previousYearsOf, qualityWarningOf, type CheckedRecords } from '../../csv/upload/quality-warnings';

const SEP = '\t';

/**
 * A year's fuel used per office and fuel type against the year before (DESIGN.md §8 "Quality warnings on
 * results"): the file is the whole year, so an office and fuel type it no longer has at all used zero. The warning
 * is of a total over rows: it names the key, not a line.
 */
export async function vehicleWarnings(
  db: Db,
  { records }: CheckedRecords<VehicleCsvRow>,
): Promise<QualityWarning[]> {
  const years = previousYearsOf(records);
  if (years.length === 0) return [];
  const current = new Map<string, number>();
  for (const record of records) {
    const key = [record.survey_fy, record.office_code, record.fuel_type].join(SEP);
    current.set(key, (current.get(key) ?? 0) + record.fuel_used);
  }
  const stored = await db
    .selectFrom('vehicles')
    .select(['survey_fy', 'office_code', 'fuel_type', sql<string>`sum(fuel_used)`.as('fuel_used')])
    .where('survey_fy', 'in', years)
    .groupBy(['survey_fy', 'office_code', 'fuel_type'])
    .execute();
  const previous = new Map<string, number>();
  for (const row of stored) {
    const key = [row.survey_fy + 1, row.office_code, row.fuel_type].join(SEP);
    previous.set(key, Number(row.fuel_used));
    if (!current.has(key)) current.set(key, 0);
  }
  return [...current.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'ja'))
    .flatMap(([key, used]) => {
      const [fy, office, fuel] = key.split(SEP);
      const warning = qualityWarningOf(
        { line: null, key: `${fy}/${office}/${fuel}`, label: `事業所 ${office}・${fuel}（燃料使用量）` },
        previous.get(key),
        // Sums of decimals: 0.1 + 0.2 is not 0.3 in binary; the file's values have at most a few decimals.
        Math.round(used * 1e6) / 1e6,
      );
      return warning ? [warning] : [];
    });
}
