import type { Timestamp } from './core';

/** Cross-request state every API instance must agree on (DESIGN §7 "State"). */
export interface RevokedTokensTable {
  token_id: string;
  expires_at: Timestamp;
}

export interface StateTables {
  revoked_tokens: RevokedTokensTable;
}
