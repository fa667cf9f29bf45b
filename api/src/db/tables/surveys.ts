/** Tables of migrations 030–039 (surveys, vehicles). Add `table_name: TableInterface` here. */
export type SurveysTables = Record<never, never>;
