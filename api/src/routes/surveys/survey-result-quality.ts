import { SURVEY_TARGET_KIND_LABELS, type QualityWarning } from '@sdp/shared/contracts';
import type { SurveyResultCsvRow } from '@sdp/shared/domain';
import type { Db } from '../../db/database';
import { previousYearsOf, qualityWarningOf, type CheckedRecords } from '../../csv/upload/quality-warnings';

const keyOf = (row: { kind: string; code: string; category: string }) =>
  `${row.kind}/${row.code}/${row.category}`;

const labelOf = (row: SurveyResultCsvRow): string =>
  `${SURVEY_TARGET_KIND_LABELS[row.kind as keyof typeof SURVEY_TARGET_KIND_LABELS] ?? row.kind} ` +
  `${row.code}・${row.category}（活動量）`;

/**
 * Each row's 活動量 against the same office or company and 排出区分 the year before (DESIGN.md §8 "Quality
 * warnings on results"); a row with no result last year has nothing to compare with.
 */
export async function surveyResultWarnings(
  db: Db,
  { records, lines }: CheckedRecords<SurveyResultCsvRow>,
): Promise<QualityWarning[]> {
  const years = previousYearsOf(records);
  if (years.length === 0) return [];
  const stored = await db
    .selectFrom('survey_results')
    .select(['survey_fy', 'kind', 'code', 'category', 'activity_amount'])
    .where('survey_fy', 'in', years)
    .execute();
  const previous = new Map(
    stored.map((row) => [`${row.survey_fy}/${keyOf(row)}`, Number(row.activity_amount)]),
  );
  return records.flatMap((record, index) => {
    const key = keyOf(record);
    const warning = qualityWarningOf(
      { line: lines[index] ?? null, key: `${record.survey_fy}/${key}`, label: labelOf(record) },
      previous.get(`${record.survey_fy - 1}/${key}`),
      record.activity_amount,
    );
    return warning ? [warning] : [];
  });
}
