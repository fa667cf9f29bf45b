import type { DataScopeKind } from '../contracts/constants';

/** Whose data the caller sees (GET /authority/all's data_scope); `name` is its organisation's, when scoped to one. */
export interface DataScope {
  kind: DataScopeKind;
  code: string | null;
  name: string | null;
}

/**
 * What a scoped page says of its scope (DESIGN.md §8 「表示範囲：経営企画本部」): the 統括本部's or グループ's name;
 * nothing for a 全社 caller, who sees everything as before.
 */
export function dataScopeLabel(scope: DataScope | null): string | null {
  if (scope === null || scope.kind === 'all') return null;
  if (scope.kind === 'none')
    return '表示範囲：なし（所属組織が登録されていないため、表示できるデータはありません）';
  return `表示範囲：${scope.name ?? scope.code ?? ''}`;
}
