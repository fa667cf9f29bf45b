// Plain constants of the contract (no zod), so browser code can use them without bundling zod.

/** Warning and error codes (spec §8, DESIGN.md §4). */
export const ERROR_CODES = [
  'W-001', // validation
  'W-001-1', // required
  'W-001-2', // wrong type
  'W-001-3', // out of range or disallowed characters
  'W-002', // invalid status
  'W-003', // duplicate key
  'W-004', // used elsewhere
  'W-005', // file: not CSV or empty
  'W-005-1', // CSV header
  'W-005-2', // CSV encoding
  'W-005-3', // too few columns
  'W-006', // the survey year is closed (締め済み): its data cannot change
  'E-001', // system error
  'E-401', // not signed in or token not accepted
  'E-403', // no access rights / not registered
  'E-403-1', // CSRF token missing or not valid for this caller
  'E-403-2', // the user's 利用期限 (access_until) has passed
  'E-404', // no such resource or route
  'E-409', // conflict (stale version)
  'E-413', // payload too large
  'E-429', // too many requests
  'E-409-1', // the same Idempotency-Key is still being processed
  'E-422', // an Idempotency-Key reused with a different request
  'E-503', // database unavailable (retry later)
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FIELD_REASONS = [
  'REQUIRED',
  'TYPE_ERROR',
  'INVALID_VALUE',
  'INVALID_STATUS',
  'DUPLICATE_ERROR',
  'IN_USE_ERROR',
  'YEAR_CLOSED',
  /** A record outside the caller's data scope (所属組織データのみ, DESIGN.md §8 "Data scope"). */
  'OUT_OF_SCOPE',
] as const;
export type FieldReason = (typeof FIELD_REASONS)[number];

/** Japanese messages the server and the mocks answer with (exact strings from DESIGN.md §6 where given). */
export const MESSAGES = {
  accessDenied: 'アクセス権限がありません',
  loginFailed: 'ログインに失敗しました',
  contactAdmin: 'システム管理者にお問い合わせください',
  fallback: '時間を置いてもう一度やり直してください。',
  reupload: 'ファイルの内容を確認して再度アップロードしてください',
  validation: '入力内容に誤りがあります',
  required: '必須項目が入力されていません',
  typeError: 'データ型が正しくありません',
  invalidValue: '範囲外の値または使用できない文字が含まれています',
  invalidStatus: 'ステータスが不正です',
  duplicate: '既に登録されています',
  inUse: '他のデータで使用されているため削除できません',
  csvHeader: 'CSVのヘッダーが正しくありません',
  csvEncoding: 'CSVの文字コードが正しくありません（Shift_JISまたはBOM付きUTF-8で保存してください）',
  csvEmpty: 'ファイルが空です',
  csvColumns: 'CSVの列数が不足しています',
  csvTooManyColumns: 'CSVの列数が多すぎます',
  notCsv: 'CSV形式で再度アップロードしてください',
  conflict: '他のユーザーが先に更新しました。画面を再読み込みしてからやり直してください',
  notFound: '対象のデータが見つかりません',
  unauthenticated: 'ログインしてください',
  tooLarge: 'ファイルサイズが上限を超えています',
  tooManyRequests: 'リクエストが多すぎます。しばらく待ってからやり直してください',
  bodyTooLarge: '送信するデータが大きすぎます',
  inProgress: '同じ操作を処理中です。しばらく待ってから結果を確認してください',
  keyReused: '同じ操作キーで異なる内容が送信されました。画面を再読み込みしてからやり直してください',
  unavailable: 'ただいまサービスを利用できません。しばらく待ってからやり直してください',
  csrf: '画面の有効期限が切れました。再読み込みしてください',
  /** A field's reason YEAR_CLOSED (the answer's message names the year: yearClosedMessage). */
  yearClosed: '締め済みの年度のため変更できません',
  /** A write or an upload row naming a record outside the caller's organisation (所属組織データのみ). */
  outOfScope: '所属組織の範囲外のデータは登録・変更できません',
  /** A CSV row of a survey year that does not exist. */
  unknownSurveyYear: '調査年度: 登録されていない年度です',
  /** A kept upload whose stored bytes no longer match their SHA-256: never handed out. */
  uploadDamaged:
    '保管されたファイルが登録時の内容と一致しないため、ダウンロードできません。システム管理者にお問い合わせください',
} as const;

/** A survey year's state (DESIGN.md §7): 準備中 → 受付中 → 締め済み → (reopen) 受付中. */
export const SURVEY_YEAR_STATUS = { preparing: 0, open: 1, closed: 2 } as const;
export type SurveyYearStatus = (typeof SURVEY_YEAR_STATUS)[keyof typeof SURVEY_YEAR_STATUS];
export const SURVEY_YEAR_STATUS_LABELS: Record<SurveyYearStatus, string> = {
  0: '準備中',
  1: '受付中',
  2: '締め済み',
};

/** W-006: a write to the data of a closed year (DESIGN.md §7). */
export const yearClosedMessage = (fy: number) => `${fy}年度は締め済みのため変更できません。`;

/** The moves of a survey year: from which states each goes, and where to (DESIGN.md §7; nothing else moves). */
export const SURVEY_YEAR_MOVES = {
  open: { from: [SURVEY_YEAR_STATUS.preparing], to: SURVEY_YEAR_STATUS.open, label: '受付開始' },
  close: { from: [SURVEY_YEAR_STATUS.open], to: SURVEY_YEAR_STATUS.closed, label: '締め' },
  reopen: { from: [SURVEY_YEAR_STATUS.closed], to: SURVEY_YEAR_STATUS.open, label: '再開' },
} as const satisfies Record<
  string,
  { from: readonly SurveyYearStatus[]; to: SurveyYearStatus; label: string }
>;
export type SurveyYearMove = keyof typeof SURVEY_YEAR_MOVES;
export const SURVEY_YEAR_MOVE_NAMES = Object.keys(SURVEY_YEAR_MOVES) as SurveyYearMove[];
/** What a roll-over copies from year N into N+1 (DESIGN.md §7), and how the preview names each kind. */
export const ROLLOVER_KINDS = [
  'internal_units',
  'offices',
  'corporations',
  'survey_targets',
  'suppliers',
] as const;
export type RolloverKind = (typeof ROLLOVER_KINDS)[number];
export const ROLLOVER_KIND_LABELS: Record<RolloverKind, string> = {
  internal_units: '社内組織',
  offices: '事業所',
  corporations: '関係会社',
  survey_targets: '調査対象（区分つき）',
  suppliers: '取引先',
};
/** The reason a reopen needs, in characters. */
export const REOPEN_REASON_MAX = 200;

/** Whether a move is allowed from a year's state. */
export const canMoveSurveyYear = (move: SurveyYearMove, status: SurveyYearStatus): boolean =>
  (SURVEY_YEAR_MOVES[move].from as readonly SurveyYearStatus[]).includes(status);

export const MAX_PER_PAGE = 100;

export const DATA_VIEWING_CLASSES = [1, 2] as const;
export const DATA_VIEWING_CLASS_LABELS: Record<(typeof DATA_VIEWING_CLASSES)[number], string> = {
  1: '全社データ',
  2: '所属組織データのみ',
};

/**
 * Whose data a caller sees (DESIGN.md §8 "Data scope"): everything (全社), one 統括本部's records, one グループ's, or
 * none (所属組織データのみ with no organisation on the user).
 */
export const DATA_SCOPE_KINDS = ['all', 'headquarter', 'group', 'none'] as const;
export type DataScopeKind = (typeof DATA_SCOPE_KINDS)[number];

/** At most this many rows of each kind (added, changed, removed) are listed in an upload's answer; counts are of all. */
export const MAX_LISTED_ROWS = 100;

/* The `sort` keys of each list (any other answers 400): the columns its table sorts by. */
export const INTERNAL_UNIT_SORT_KEYS = [
  'group_code',
  'headquarter_code',
  'department_code',
  'section_code',
] as const;
export const OFFICE_SORT_KEYS = [
  'office_code',
  'office_name',
  'office_class',
  'supervision_code',
  'admin_code',
  'survey_target_class',
] as const;
export const CORPORATION_SORT_KEYS = [
  'company_code',
  'company_name',
  'country_code',
  'department_code',
  'survey_target_class',
] as const;
export const SUPPLIER_SORT_KEYS = [
  'supplier_code',
  'department_code',
  'supplier_company_name_full_width',
  'handling_amount',
] as const;
export const VEHICLE_SORT_KEYS = ['office_code', 'registration_number', 'fuel_used', 'emissions'] as const;
export const SURVEY_TARGET_SORT_KEYS = [
  'headquarter_code',
  'company_code',
  'department_code',
  'country_code',
  'curr_survey_target_class',
] as const;

/** Columns the authority group list sorts by. */
export const AUTHORITY_GROUP_SORT_KEYS = [
  'authority_group_id',
  'authority_group_name',
  'data_viewing_class',
  'user_count',
] as const;
