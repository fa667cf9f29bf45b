import { formatCalendarDate } from '@sdp/shared/domain';
import { Descriptions } from '@sdp/shared/ui/descriptions';
import { formatDateTime, fullName } from './format';

/** The fields of a user (or of an application's applied-for values). */
export interface UserInfoRecord {
  userId: string;
  surname: string;
  givenName: string;
  surnameKana: string | null;
  givenNameKana: string | null;
  mail: string;
  orgGroupCode: string | null;
  orgGroupName: string | null;
  orgGroupNameEng: string | null;
  headquarterCode: string | null;
  headquarterName: string | null;
  headquarterNameEng: string | null;
  officeCode: string | null;
  officeName: string | null;
  officeNameEng: string | null;
  officeClassName: string | null;
  authorityGroupId: string | null;
  authorityGroup: string | null;
  note: string | null;
  accessUntil: string | null;
}

const coded = (name: string | null, code: string | null, eng?: string | null): string =>
  code ? `${name ?? ''}（${code}）${eng ? ` ${eng}` : ''}` : '';

export function UserInfo({
  record,
  title,
  extra = [],
}: {
  record: UserInfoRecord;
  title?: string;
  extra?: { label: string; value: React.ReactNode }[];
}) {
  const items = [
    { label: 'ユーザーID', value: record.userId },
    { label: '氏名', value: fullName(record.surname, record.givenName) },
    { label: 'フリガナ', value: fullName(record.surnameKana, record.givenNameKana) },
    { label: 'メールアドレス', value: record.mail },
    { label: 'グループ', value: coded(record.orgGroupName, record.orgGroupCode, record.orgGroupNameEng) },
    {
      label: '本部',
      value: coded(record.headquarterName, record.headquarterCode, record.headquarterNameEng),
    },
    {
      label: '事業所',
      value: record.officeCode
        ? `${coded(record.officeName, record.officeCode, record.officeNameEng)}${record.officeClassName ? ` [${record.officeClassName}]` : ''}`
        : '',
    },
    { label: '権限グループ', value: coded(record.authorityGroup, record.authorityGroupId) },
    { label: '利用期限', value: record.accessUntil ? formatCalendarDate(record.accessUntil) : '無期限' },
    { label: '備考', value: record.note ?? '' },
    ...extra,
  ];
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      style={{ marginBottom: 16 }}
      items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))}
    />
  );
}

export const dateItems = (record: {
  registerDate: string | null;
  applyDate: string | null;
  acceptDate: string | null;
}) => [
  { label: '登録日時', value: formatDateTime(record.registerDate) },
  { label: '申請日時', value: formatDateTime(record.applyDate) },
  { label: '承認日時', value: formatDateTime(record.acceptDate) },
];
