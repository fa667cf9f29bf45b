import { call, errorMessageOf } from '@sdp/shared';
import { useMutation, useQuery } from '@sdp/shared/query';
import { Alert, Button, Skeleton, Space } from '@sdp/shared/ui';
import { Descriptions } from '@sdp/shared/ui/descriptions';
import { Typography } from '@sdp/shared/ui/typography';
import { SEAL_KIND_LABELS } from '../../contracts/seal-kinds';
import { formatJapanDateTime } from '../../domain/japan-time';
import { personLabel } from '../../domain/person-label';

/** Enough of the digest to tell two seals apart at a glance; the copy button copies all 64 characters. */
const SHORT_DIGEST = 16;

const readSeal = (surveyFy: number, signal?: AbortSignal) =>
  call('getSurveyYearSeal', { params: { fy: surveyFy }, signal });

/** The outcome of 再計算して照合: the digest recomputed from the data now against the stored one. */
function CheckResult({ verified, currentDigest }: { verified: boolean; currentDigest: string }) {
  return verified ? (
    <Alert
      type="success"
      showIcon
      role="status"
      title="照合OK"
      description="現在のデータから再計算した値が封印と一致しました。"
    />
  ) : (
    <Alert
      type="error"
      showIcon
      role="alert"
      title="不一致"
      description={`締めた後にデータが変更されています。再計算した値: ${currentDigest.slice(0, SHORT_DIGEST)}…`}
    />
  );
}

/**
 * A closed year's seal (DESIGN.md §8 "A closed year is sealed"): the digest (shortened, copied whole), when and by
 * whom the year was closed, the rows per kind, and 「再計算して照合」, which recomputes the digest on the server now.
 */
export function YearSeal({ surveyFy }: { surveyFy: number }) {
  const seal = useQuery({
    queryKey: ['survey-year-seal', surveyFy],
    queryFn: ({ signal }) => readSeal(surveyFy, signal),
  });
  const check = useMutation({ mutationFn: () => readSeal(surveyFy) });
  if (seal.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (seal.isError) return <Alert type="error" showIcon role="alert" title={errorMessageOf(seal.error)} />;
  const { digest, sealedAt, sealedUserId, sealedUserName, counts } = seal.data.seal;
  return (
    <section aria-label={`${surveyFy}年度の封印`}>
      <Descriptions
        title="封印"
        size="small"
        column={1}
        items={[
          {
            key: 'digest',
            label: '封印（SHA-256）',
            children: (
              <Typography.Text code copyable={{ text: digest, tooltips: ['全体をコピー', 'コピーしました'] }}>
                {`${digest.slice(0, SHORT_DIGEST)}…`}
              </Typography.Text>
            ),
          },
          { key: 'at', label: '締め日時', children: formatJapanDateTime(sealedAt) },
          {
            key: 'by',
            label: '締め実行者',
            children: personLabel(sealedUserId, sealedUserName) || '（記録なし）',
          },
          {
            key: 'counts',
            label: '件数',
            children: counts
              .map((count) => `${SEAL_KIND_LABELS[count.kind]} ${count.rows.toLocaleString('ja-JP')}件`)
              .join('・'),
          },
        ]}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
        <Button onClick={() => check.mutate()} loading={check.isPending}>
          再計算して照合
        </Button>
        {check.isError && <Alert type="error" showIcon role="alert" title={errorMessageOf(check.error)} />}
        {check.isSuccess && !check.isPending && <CheckResult {...check.data} />}
      </Space>
    </section>
  );
}
