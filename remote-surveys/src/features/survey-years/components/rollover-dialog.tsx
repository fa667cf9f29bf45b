import { ROLLOVER_KINDS, ROLLOVER_KIND_LABELS, errorMessageOf } from '@sdp/shared';
import { Alert, Skeleton } from '@sdp/shared/ui';
import { Modal } from '@sdp/shared/ui/modal';
import { Table } from '@sdp/shared/ui/table';
import type { RolloverAnswer } from '../api/roll-over-survey-year';

interface Props {
  /** The year rolled over, while the dialog is open. */
  surveyFy: number | undefined;
  preview: RolloverAnswer | undefined;
  previewError: unknown;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The roll-over's preview (what the dry run would copy) and its confirmation. */
export function RolloverDialog({ surveyFy, preview, previewError, saving, onConfirm, onClose }: Props) {
  const blocked = !preview || preview.conflicts.length > 0;
  const target = (surveyFy ?? 0) + 1;
  return (
    <Modal
      open={surveyFy !== undefined}
      title={`${target}年度の準備（${surveyFy ?? ''}年度から繰越）`}
      okText="繰越を実行"
      cancelText="キャンセル"
      okButtonProps={{ disabled: blocked }}
      confirmLoading={saving}
      onOk={onConfirm}
      onCancel={onClose}
      destroyOnHidden
    >
      {previewError ? (
        <Alert type="error" showIcon role="alert" title={errorMessageOf(previewError)} />
      ) : !preview ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <p>
            {surveyFy}年度のマスタデータを{target}年度へ複製し、{target}年度を「準備中」として作成します。
            調査対象区分は{surveyFy}年度の区分を前年度の値として引き継ぎます。
          </p>
          {preview.conflicts.length > 0 && (
            <Alert
              type="warning"
              showIcon
              role="alert"
              style={{ marginBottom: 12 }}
              title={`${target}年度は既に存在するため繰越できません`}
            />
          )}
          <Table
            aria-label="繰越される件数"
            size="small"
            rowKey="kind"
            pagination={false}
            columns={[
              { title: '種類', dataIndex: 'label' },
              { title: '件数', dataIndex: 'count', align: 'right' },
            ]}
            dataSource={ROLLOVER_KINDS.map((kind) => ({
              kind,
              label: ROLLOVER_KIND_LABELS[kind],
              count: `${preview.counts[kind].toLocaleString('ja-JP')}件`,
            }))}
          />
        </>
      )}
    </Modal>
  );
}
