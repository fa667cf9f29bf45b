import { useState } from 'react';
import { useQueryClient } from '@sdp/shared/query';
import { PROCESS_TYPE_LABELS, type ProcessType } from '@sdp/shared/domain';
import { Alert, Tag } from '@sdp/shared/ui';
import { Typography } from '@sdp/shared/ui/typography';
import { App } from '@sdp/shared/ui/app';
import { Modal } from '@sdp/shared/ui/modal';
import { decideApplications, type BulkDecision, type DecisionOutcome } from '../api/decide-applications';
import type { ApplicationRow } from '../api/get-applications';
import { usersKey } from '../api/keys';
import { ActionModal } from './action-modal';
import { fullName } from './format';

const DIALOGS = {
  accept: { verb: '承認', okText: '承認する', danger: false, commentRequiredMessage: undefined },
  remand: {
    verb: '差戻し',
    okText: '差戻す',
    danger: true,
    commentRequiredMessage: '差戻しの理由をコメントに入力してください',
  },
} as const;

const labelOf = (row: Pick<ApplicationRow, 'surname' | 'givenName' | 'userId'>) =>
  `${fullName(row.surname, row.givenName)}（${row.userId}）`;

/**
 * The bulk decision's dialogs, loaded when someone starts one: the list of picked applications with one comment
 * (required to remand); each is then decided on its own, and the result says, per application, what happened.
 */
export default function BulkDecisionDialogs({
  decision,
  picked,
  onClose,
  onDone,
}: {
  decision: BulkDecision;
  picked: ApplicationRow[];
  onClose: () => void;
  /** The decisions were sent: the page drops its pick. */
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // The pick as it was when the dialog opened: the page clears its own once the decisions are sent.
  const [rows] = useState(picked);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<DecisionOutcome[] | null>(null);
  const byKey = new Map(rows.map((row) => [`${row.userId}-${row.applyIndex}`, row]));

  const run = async (comment: string | undefined) => {
    setProgress(0);
    const result = await decideApplications(decision, rows, comment, setProgress);
    setProgress(null);
    setOutcomes(result);
    onDone();
    await queryClient.invalidateQueries({ queryKey: usersKey });
    const failed = result.filter((outcome) => !outcome.ok).length;
    const verb = DIALOGS[decision].verb;
    if (failed === 0) message.success(`${result.length}件を${verb}しました`);
    else message.warning(`${result.length - failed}件を${verb}しました（${failed}件はできませんでした）`);
  };

  const dialog = DIALOGS[decision];
  return (
    <>
      {outcomes === null ? (
        <ActionModal
          open
          title={`${rows.length}件の申請を一括${dialog.verb}`}
          description={`次の申請を${dialog.verb}します。申請ごとに処理し、結果を申請ごとに表示します。`}
          okText={progress === null ? dialog.okText : `処理中（${progress}/${rows.length}）`}
          danger={dialog.danger}
          commentRequiredMessage={dialog.commentRequiredMessage}
          submitting={progress !== null}
          onSubmit={(comment) => void run(comment)}
          onCancel={() => (progress === null ? onClose() : undefined)}
        >
          <ul
            aria-label={`${dialog.verb}する申請`}
            style={{ maxHeight: 200, overflowY: 'auto', paddingLeft: 20 }}
          >
            {rows.map((row) => (
              <li key={`${row.userId}-${row.applyIndex}`}>
                {labelOf(row)} {PROCESS_TYPE_LABELS[row.processType as ProcessType] ?? ''}申請
              </li>
            ))}
          </ul>
        </ActionModal>
      ) : (
        <Modal open title="一括処理の結果" footer={null} onCancel={onClose}>
          {outcomes.some((outcome) => !outcome.ok) ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title="処理できなかった申請があります。内容を確認してください。"
            />
          ) : null}
          <ul aria-label="申請ごとの結果" style={{ maxHeight: 320, overflowY: 'auto', paddingLeft: 20 }}>
            {outcomes.map((outcome) => {
              const row = byKey.get(`${outcome.userId}-${outcome.applyIndex}`);
              return (
                <li key={`${outcome.userId}-${outcome.applyIndex}`}>
                  {row ? labelOf(row) : outcome.userId}{' '}
                  {outcome.ok ? <Tag color="success">完了</Tag> : <Tag color="error">失敗</Tag>}
                  {outcome.message ? (
                    <Typography.Text type="danger">{outcome.message}</Typography.Text>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Modal>
      )}
    </>
  );
}
