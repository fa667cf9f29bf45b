// Plain constants (no zod), kept out of the shared entry every page loads: only 変更履歴 and the history part show them.

/** What an audit event records (DESIGN.md §7), with the words 変更履歴 shows. */
export const AUDIT_ACTION_LABELS = {
  create: '登録',
  update: '変更',
  delete: '削除',
  upload: 'アップロード',
  apply: '申請',
  approve: '承認',
  remand: '差戻し',
  reject: '否認',
  withdraw: '取下げ',
  year_open: '受付開始',
  year_close: '締め',
  year_reopen: '再開',
  rollover: '繰越',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
/** The entities of the trail: stable ids (never renamed: stored in every event) and their Japanese names. */
export const AUDIT_ENTITY_LABELS = {
  internal_unit: '社内組織',
  office: '事業所',
  corporation: '関係会社',
  supplier: '取引先',
  vehicle: '車両',
  survey_result: '調査結果',
  survey_year: '調査年度',
  authority_group: '権限グループ',
  user: 'ユーザー',
  user_application: 'ユーザー申請',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
