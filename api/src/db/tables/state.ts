import type { Generated } from 'kysely';
import type { Timestamp } from './core';

/** Cross-request state every API instance must agree on (DESIGN §7 "State"). */
export interface RevokedTokensTable {
  token_id: string;
  expires_at: Timestamp;
}

export interface ExportJobsTable {
  token: string;
  owner_id: string;
  file_name: string;
  status: 'preparing' | 'ready' | 'failed';
  rows_done: Generated<number>;
  rows_total: number | null;
  bytes: Generated<number>;
  created_at: Generated<Date>;
  heartbeat_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface ExportJobChunksTable {
  token: string;
  seq: number;
  data: Uint8Array;
}

export interface StateTables {
  revoked_tokens: RevokedTokensTable;
  export_jobs: ExportJobsTable;
  export_job_chunks: ExportJobChunksTable;
}
