import type { Generated } from 'kysely';
import type { VehicleRecord } from '@sdp/shared/contracts';
import type { AuditColumns, NullableTimestamp, Timestamp } from './core';

/** numeric columns come back as text from pg. */
type Numeric = string | number;

/** Survey years and their state (DESIGN.md §7). */
export interface SurveyYearsTable {
  survey_fy: number;
  status: number;
  opened_date: NullableTimestamp;
  opened_user_id: string | null;
  closed_date: NullableTimestamp;
  closed_user_id: string | null;
  reopen_reason: string | null;
  created_date: Timestamp;
  updated_date: Timestamp;
}

/** Migration 130: each 受付開始, 締め and 再開 of a year, with who, when and why (DESIGN.md §8). */
export interface SurveyYearEventsTable {
  survey_year_event_id: Generated<string>;
  survey_fy: number;
  move: string;
  occurred_at: Timestamp;
  user_id: string | null;
  user_name: string | null;
  reason: string | null;
}

/** The contract's stored vehicle (shared/src/contracts/vehicles.ts); numeric columns come back as text from pg. */
export interface VehiclesTable extends AuditColumns, Omit<VehicleRecord, 'fuel_used' | 'distance'> {
  vehicle_id: Generated<number>;
  fuel_used: Numeric;
  distance: Numeric | null;
  emissions: Numeric;
}

export interface SurveyResultsTable extends AuditColumns {
  survey_result_id: Generated<number>;
  survey_fy: number;
  kind: string;
  code: string;
  category: string;
  activity_amount: Numeric;
  unit: string;
  emissions: Numeric;
}

/** Tables of migrations 030–039 (surveys, vehicles). */
export interface SurveysTables {
  vehicles: VehiclesTable;
  survey_results: SurveyResultsTable;
  survey_years: SurveyYearsTable;
  survey_year_events: SurveyYearEventsTable;
}
