import { call } from '@sdp/shared';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  formatJapanDateTime,
  personLabel,
} from '@sdp/shared/domain';
import { useQuery } from '@sdp/shared/query';
import { Alert, Heading } from '@sdp/shared/ui';

const label = (labels: Readonly<Record<string, string>>, code: string) => labels[code] ?? code;

/** Reopen → change → close cycles of the year: why, the seal before and after, and each row changed. */
export function YearRestatements({ surveyFy }: { surveyFy: number }) {
  const answer = useQuery({
    queryKey: ['survey-years', surveyFy, 'restatements'],
    queryFn: ({ signal }) => call('listSurveyYearRestatements', { params: { fy: surveyFy }, signal }),
  });
  if (answer.isError)
    return <Alert type="error" showIcon role="alert" title="修正履歴を取得できませんでした" />;
  const restatements = answer.data?.restatements ?? [];
  return (
    <section aria-label={`${surveyFy}年度の締め後の修正`} style={{ marginTop: 16 }}>
      <Heading level={5}>締め後の修正</Heading>
      {answer.isPending ? null : restatements.length === 0 ? (
        <p>締め後の修正はありません</p>
      ) : (
        <ol>
          {restatements.map((r) => (
            <li key={r.closedAt}>
              {formatJapanDateTime(r.closedAt)} に再締め（{personLabel(r.closedUserId, r.closedUserName)}）
              ・再開理由：{r.reason ?? '—'}・封印 {r.digestBefore.slice(0, 12)}… →{' '}
              {r.digestAfter.slice(0, 12)}…
              <ul>
                {r.changes.map((change) => (
                  <li key={`${change.occurredAt}-${change.entity}-${change.entityKey}`}>
                    {label(AUDIT_ENTITY_LABELS, change.entity)} {change.entityKey}：
                    {label(AUDIT_ACTION_LABELS, change.action)}（{personLabel(change.userId, change.userName)}
                    、{formatJapanDateTime(change.occurredAt)}）
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
