import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { SealKind } from '@sdp/shared/contracts';
import type { NullableTimestamp, Timestamp } from './core';

export type SealCounts = { kind: SealKind; rows: number }[];
export interface RestatementChange {
  entity: string;
  entity_key: string;
  action: string;
  user_id: string | null;
  user_name: string | null;
  occurred_at: string;
}

/** Migration 150: a closed year's seal (DESIGN.md §8 "A closed year is sealed"). */
export interface SurveyYearSealsTable {
  survey_fy: number;
  digest: string;
  counts: JSONColumnType<SealCounts, string, string>;
  sealed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sealed_user_id: string | null;
  sealed_user_name: string | null;
}

/** Migration 150: a reopen and the close after it. */
export interface SurveyYearRestatementsTable {
  restatement_id: Generated<string>;
  survey_fy: number;
  reason: string | null;
  reopened_at: NullableTimestamp;
  closed_at: Timestamp;
  closed_user_id: string | null;
  closed_user_name: string | null;
  digest_before: string;
  digest_after: string;
  changes: JSONColumnType<RestatementChange[], string, string>;
}

export interface SealTables {
  survey_year_seals: SurveyYearSealsTable;
  survey_year_restatements: SurveyYearRestatementsTable;
}
