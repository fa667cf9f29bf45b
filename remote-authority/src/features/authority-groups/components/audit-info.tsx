import { Descriptions } from '@sdp/shared/ui/descriptions';
import type { AuthorityGroupDetail } from '../api/get-authority-group';

const dateTimeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

const personName = (surname: string | null, givenName: string | null, userId: string | null): string =>
  [surname, givenName].filter(Boolean).join(' ') || userId || '-';

/** Who created and last updated the record, and when. */
export function AuditInfo({ detail }: { detail: AuthorityGroupDetail }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'created-user',
          label: '作成者',
          children: personName(detail.createdUserSurname, detail.createdUserGivenName, detail.createdUserId),
        },
        { key: 'created-date', label: '作成日時', children: formatDateTime(detail.createdDate) },
        {
          key: 'updated-user',
          label: '更新者',
          children: personName(detail.updatedUserSurname, detail.updatedUserGivenName, detail.updatedUserId),
        },
        { key: 'updated-date', label: '更新日時', children: formatDateTime(detail.updatedDate) },
      ]}
    />
  );
}
