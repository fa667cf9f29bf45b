import { formatCalendarDate } from './access-until';
import type { CsvExportColumn } from './csv/columns';
import { formatJapanDate, formatJapanDateTime } from './japan-time';
import { PROCESS_TYPE_LABELS, USER_STATUS_LABELS, APPLICATION_STATUS_LABELS } from './user-workflow';
import type { ApplicationStatus, ProcessType, UserStatus } from './user-workflow';

/** Fields every exported user row carries (wire names). */
export interface UserCsvRow {
  user_id: string;
  surname: string;
  given_name: string;
  surname_kana: string | null;
  given_name_kana: string | null;
  mail: string;
  org_group_code: string | null;
  org_group_name: string | null;
  headquarter_code: string | null;
  headquarter_name: string | null;
  office_code: string | null;
  office_name: string | null;
  authority_group_id: string | null;
  authority_group: string | null;
  note: string | null;
  access_until: string | null;
  apply_date: string | null;
  accept_date: string | null;
  status: number;
}
export interface ApplicationCsvRow extends UserCsvRow {
  apply_index: number;
  process_type: number;
}

/** The columns both lists export; dates as the list shows them (Japan time). */
const userColumns = <Row extends UserCsvRow>(
  statusLabel: (row: Row) => string,
  applyDate: (row: Row) => string,
): CsvExportColumn<Row>[] => [
  { header: 'ユーザーID', value: (row) => row.user_id },
  { header: '姓', value: (row) => row.surname },
  { header: '名', value: (row) => row.given_name },
  { header: '姓（カナ）', value: (row) => row.surname_kana },
  { header: '名（カナ）', value: (row) => row.given_name_kana },
  { header: 'メールアドレス', value: (row) => row.mail },
  { header: 'グループコード', value: (row) => row.org_group_code },
  { header: 'グループ名', value: (row) => row.org_group_name },
  { header: '本部コード', value: (row) => row.headquarter_code },
  { header: '本部名', value: (row) => row.headquarter_name },
  { header: '事業所コード', value: (row) => row.office_code },
  { header: '事業所名', value: (row) => row.office_name },
  { header: '権限グループID', value: (row) => row.authority_group_id },
  { header: '権限グループ', value: (row) => row.authority_group },
  { header: '備考', value: (row) => row.note },
  { header: '申請日', value: applyDate },
  { header: '承認日', value: (row) => formatJapanDate(row.accept_date) },
  { header: '利用期限', value: (row) => formatCalendarDate(row.access_until) },
  { header: 'ステータス', value: statusLabel },
];

export const USER_CSV_COLUMNS: CsvExportColumn<UserCsvRow>[] = userColumns(
  (row) => USER_STATUS_LABELS[row.status as UserStatus] ?? String(row.status),
  (row) => formatJapanDate(row.apply_date),
);

/** The application list shows when each was applied for, to the minute. */
export const APPLICATION_CSV_COLUMNS: CsvExportColumn<ApplicationCsvRow>[] = [
  { header: '申請番号', value: (row) => row.apply_index },
  {
    header: '申請区分',
    value: (row) => PROCESS_TYPE_LABELS[row.process_type as ProcessType] ?? row.process_type,
  },
  ...userColumns<ApplicationCsvRow>(
    (row) => APPLICATION_STATUS_LABELS[row.status as ApplicationStatus] ?? String(row.status),
    (row) => formatJapanDateTime(row.apply_date),
  ),
];

export const USER_CSV_NAME = 'ユーザー一覧';
export const APPLICATION_CSV_NAME = 'ユーザー申請一覧';
