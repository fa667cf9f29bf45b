import type { Kysely } from 'kysely';
import type { CoreTables } from './tables/core';
import type { UsersTables } from './tables/users';
import type { OrganizationsTables } from './tables/organizations';
import type { SurveysTables } from './tables/surveys';
import type { StateTables } from './tables/state';
import type { AuditTables } from './tables/audit';
import type { SealTables } from './tables/seals';
import type { UploadsTables } from './tables/uploads';

/** Every table the server knows; each domain adds its tables in `db/tables/<domain>.ts`. */
export type Database = CoreTables &
  UsersTables &
  OrganizationsTables &
  SurveysTables &
  StateTables &
  AuditTables &
  SealTables &
  UploadsTables;
export type Db = Kysely<Database>;
