import type { DataScopeAnswer } from '@sdp/shared/contracts';
import type { Db } from '../../db/database';
import type { DataScope } from '../../db/scope';

/** The organisation's Japanese name in the latest survey year that has it (names may change between years). */
async function nameOf(db: Db, scope: DataScope): Promise<string | null> {
  if (scope.kind === 'headquarter') {
    const row = await db
      .selectFrom('internal_headquarters')
      .select('headquarter_name as name')
      .where('headquarter_code', '=', scope.code)
      .orderBy('survey_fy', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.name ?? null;
  }
  if (scope.kind === 'group') {
    const row = await db
      .selectFrom('internal_groups')
      .select('group_name as name')
      .where('group_code', '=', scope.code)
      .orderBy('survey_fy', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.name ?? null;
  }
  return null;
}

/** The caller's data scope as the pages show it (「表示範囲：経営企画本部」): kind, code and the name, when scoped to one. */
export async function dataScopeAnswer(db: Db, scope: DataScope): Promise<DataScopeAnswer> {
  const code = 'code' in scope ? scope.code : null;
  return { kind: scope.kind, code, name: await nameOf(db, scope) };
}
