import { PROCESS_TYPE_LABELS, USER_STATUS_LABELS, APPLICATION_STATUS_LABELS } from './user-workflow';
import type { ApplicationStatus, ProcessType, UserStatus } from './user-workflow';

/** A CSV column: header text and how to read the cell from a wire (snake_case) row. */
export interface UserCsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

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
  apply_date: string | null;
  accept_date: string | null;
  status: number;
}
export interface ApplicationCsvRow extends UserCsvRow {
  apply_index: number;
  process_type: number;
}

const userColumns = <Row extends UserCsvRow>(statusLabel: (row: Row) => string): UserCsvColumn<Row>[] => [
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
  { header: '申請日', value: (row) => row.apply_date },
  { header: '承認日', value: (row) => row.accept_date },
  { header: 'ステータス', value: statusLabel },
];

export const USER_CSV_COLUMNS: UserCsvColumn<UserCsvRow>[] = userColumns(
  (row) => USER_STATUS_LABELS[row.status as UserStatus] ?? String(row.status),
);

export const APPLICATION_CSV_COLUMNS: UserCsvColumn<ApplicationCsvRow>[] = [
  { header: '申請番号', value: (row) => row.apply_index },
  {
    header: '申請区分',
    value: (row) => PROCESS_TYPE_LABELS[row.process_type as ProcessType] ?? row.process_type,
  },
  ...userColumns<ApplicationCsvRow>(
    (row) => APPLICATION_STATUS_LABELS[row.status as ApplicationStatus] ?? String(row.status),
  ),
];

export const USER_CSV_FILE_NAME = 'ユーザー一覧.csv';
export const APPLICATION_CSV_FILE_NAME = 'ユーザー申請一覧.csv';

/** Cells starting like a formula are prefixed with a quote so spreadsheets show them as text. */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The cells of one row, formula-guarded, ready for a CSV writer. */
export const csvCells = <Row>(columns: readonly UserCsvColumn<Row>[], row: Row): string[] =>
  columns.map((column) => {
    const value = column.value(row);
    return value === null || value === undefined ? '' : guardFormula(String(value));
  });
