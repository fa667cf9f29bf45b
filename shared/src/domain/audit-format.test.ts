import {
  auditChangeLines,
  auditChangeText,
  auditSummary,
  auditUploadFile,
  auditValueText,
} from './audit-format';

const change = (
  field: string,
  before: string | number | boolean | null,
  after: string | number | boolean | null,
) => ({
  field,
  before,
  after,
});

describe('history in staff’s words', () => {
  it('shows each coded field as the label the screens use', () => {
    expect(auditChangeText(change('status', 0, 1), 'user_application')).toBe('ステータス: 申請中 → 承認済');
    expect(auditChangeText(change('status', 0, 1), 'user')).toBe('ステータス: 申請中 → 有効');
    expect(auditChangeText(change('status', 2, 1), 'survey_year')).toBe('状態: 締め済み → 受付中');
    expect(auditChangeText(change('process_type', null, 1), 'user_application')).toBe(
      '申請種別: （なし） → 登録',
    );
    expect(auditChangeText(change('office_class', null, 1), 'user')).toBe(
      '事業所区分: （なし） → 国内事業所',
    );
    expect(auditChangeText(change('office_class', 1, 3), 'office')).toBe('事業所区分: 国内事業所 → 現地法人');
    expect(auditChangeText(change('survey_target_class', 1, 3), 'office')).toBe(
      '調査対象区分: 調査対象 → 調査対象外',
    );
    expect(auditChangeText(change('location_type', 1, 2), 'corporation')).toBe('所在形態: 自社保有 → 賃借');
    expect(auditChangeText(change('is_survey_required', true, false), 'office')).toBe('調査要否: 要 → 否');
    expect(auditChangeText(change('region_code', '01', '04'), 'corporation')).toBe('地域: 日本 → 北米');
    expect(auditChangeText(change('consolidation_class_code', '9', '1'), 'corporation')).toBe(
      '連結区分: 親会社 → 子会社',
    );
    expect(auditChangeText(change('internal_external_class_code', 'D', 'F'), 'corporation')).toBe(
      '国内／海外: 国内 → 海外',
    );
    expect(auditChangeText(change('data_viewing_class', 1, 2), 'authority_group')).toBe(
      'データ閲覧区分: 全社データ → 所属組織データのみ',
    );
    expect(auditChangeText(change('roles', 'MST_AUDIT_LOG', 'MST_AUDIT_LOG,MST_USER_VIEWER'))).toBe(
      'ロール: 変更履歴閲覧 → 変更履歴閲覧、ユーザーマスタ閲覧',
    );
    expect(auditChangeText(change('kind', null, 'corp'), 'survey_result')).toBe('区分: （なし） → 関係会社');
    // A state recorded as its name already (年度管理's moves) stays as it was written.
    expect(auditChangeText(change('status', '締め済み', '受付中'), 'survey_year')).toBe(
      '状態: 締め済み → 受付中',
    );
  });

  it('shows a stored time in Japan time, as the screens do, and numbers as the lists do', () => {
    expect(auditChangeText(change('accept_date', null, '2026-11-26T12:41:58.285Z'), 'user_application')).toBe(
      '承認日時: （なし） → 2026/11/26 21:41',
    );
    expect(auditValueText(1234567.5)).toBe('1,234,567.5');
    expect(auditValueText('')).toBe('（なし）');
    // A code that is only digits and a date-like text that is not an instant are left as they are.
    expect(auditChangeText(change('department_code', '01011', '01012'), 'office')).toBe(
      '部コード: 01011 → 01012',
    );
    expect(auditValueText('2026-11-26')).toBe('2026-11-26');
    // 利用期限 is a calendar date: written as the screens write a date.
    expect(auditChangeText(change('access_until', '2026-06-30', null), 'user')).toBe(
      '利用期限: 2026/06/30 → （なし）',
    );
  });

  it('reads an upload as one line, without its file hash', () => {
    const upload = {
      action: 'upload',
      entity: 'vehicle',
      changes: [
        change('file_name', null, 'v.csv'),
        change('sha256', null, '5c7cd8d06e21d2b51f9917fdc047afd87cb11cdfe66a5e18cd3a6dfe108263b9'),
        change('rows', null, 4),
        change('added', null, 1),
        change('changed', null, 2),
        change('removed', null, 0),
      ],
    };
    expect(auditChangeLines(upload)).toEqual(['車両CSV v.csv を取込：追加 1・変更 2・削除 0']);
    expect(auditChangeLines({ ...upload, entity: 'office' })[0]).toMatch(/^事業所CSV v\.csv を取込/);
  });

  it('reads a roll-over as the counts of what it copied, in Japanese', () => {
    const rollover = {
      action: 'rollover',
      entity: 'survey_year',
      changes: [
        change('status', null, '準備中'),
        change('internal_units', null, 9),
        change('offices', null, 1200),
        change('corporations', null, 8),
        change('survey_targets', null, 13),
        change('suppliers', null, 24),
      ],
    };
    expect(auditSummary(rollover)).toBe(
      '繰越：社内組織 9件・事業所 1,200件・関係会社 8件・調査対象（区分つき） 13件・取引先 24件',
    );
  });

  it('names every field a user application records, and leaves out what only repeats a code', () => {
    const lines = auditChangeLines({
      action: 'create',
      entity: 'office',
      changes: [
        change('office_id', null, 12),
        change('office_class', null, 2),
        change('office_class_name', null, '海外事業所'),
        change('notes', null, '一行目\n二行目'),
      ],
    });
    expect(lines).toEqual(['事業所区分: （なし） → 海外事業所', '備考: （なし） → 一行目\n二行目']);
    const application = auditChangeLines({
      action: 'apply',
      entity: 'user_application',
      changes: [
        change('organization_id', null, 'G01'),
        change('apply_user_id', null, 'U0000004'),
        change('email', null, 'a@example.com'),
      ],
    });
    expect(application).toEqual([
      '所属組織: （なし） → G01',
      '申請者: （なし） → U0000004',
      'メールアドレス: （なし） → a@example.com',
    ]);
  });
});

describe('an event written by a kept upload', () => {
  const changes = [{ field: 'file_name', before: null, after: '車両.csv' }];
  it('links the summary to its file by name and a row it wrote to the same file', () => {
    expect(auditUploadFile({ action: 'upload', entity: 'vehicle', changes, uploadId: 'u1' })).toEqual({
      uploadId: 'u1',
      fileName: '車両.csv',
    });
    expect(auditUploadFile({ action: 'update', entity: 'vehicle', changes: [], uploadId: 'u1' })).toEqual({
      uploadId: 'u1',
      fileName: null,
    });
  });
  it('links nothing when no upload was kept (older events, form edits)', () => {
    expect(auditUploadFile({ action: 'upload', entity: 'vehicle', changes })).toBeNull();
    expect(auditUploadFile({ action: 'update', entity: 'vehicle', changes: [], uploadId: null })).toBeNull();
  });
});
