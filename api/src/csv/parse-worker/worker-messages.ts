import type { SurveyYearStatus } from '@sdp/shared/contracts';
import type { CsvHeaderProblem, CsvValue } from '@sdp/shared/domain';
import type { ReadSummary, RowBatch } from '../validated-rows';

/** The API's thread to the CSV worker: one read at a time, its bytes sent as the worker asks for them. */
export type ToWorker =
  | { type: 'start'; definition: string; surveyYears?: [number, SurveyYearStatus][] }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'eof' }
  /** The API has taken a batch: the worker may send another. */
  | { type: 'taken' };

/** Why the worker stopped reading a file, as the API's thread answers it (csv-import.ts). */
export type ReadFailure =
  | { kind: 'header'; problem: CsvHeaderProblem }
  | { kind: 'encoding' }
  | { kind: 'unreadable'; message: string };

export type FromWorker =
  | { type: 'more' }
  | ({ type: 'rows' } & RowBatch<Record<string, CsvValue>>)
  | { type: 'end'; summary: ReadSummary }
  | { type: 'failed'; failure: ReadFailure };
