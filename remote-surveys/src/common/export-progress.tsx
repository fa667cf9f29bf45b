import type { ExportJobState } from '@sdp/shared';
import { Flex, Spin, Text } from '@sdp/shared/ui';
import { Progress } from '@sdp/shared/ui/progress';

const progressText = (job: ExportJobState | null) =>
  job?.rowsTotal ? `CSVを作成しています（${job.rowsDone} / ${job.rowsTotal}件）` : 'CSVを作成しています';

/** The running export's progress: loaded with the first export, not with the list. */
export default function ExportProgress({ job }: { job: ExportJobState | null }) {
  return (
    <Flex gap={8} align="center" wrap role="status" aria-label="エクスポートの進捗">
      <Spin size="small" />
      <Progress percent={job?.progress ?? 0} size="small" style={{ width: 140, margin: 0 }} />
      <Text type="secondary">{progressText(job)}</Text>
    </Flex>
  );
}
