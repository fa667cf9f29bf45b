import { lazy, Suspense, useState } from 'react';
import { ActionBar, Button, CheckCircleOutlined, RollbackOutlined, Text } from '@sdp/shared/ui';
import type { BulkDecision } from '../api/decide-applications';
import type { ApplicationRow } from '../api/get-applications';

/** How many applications one bulk decision takes at most. */
export const MAX_BULK_DECISIONS = 100;

// The dialogs (a form, a modal, the decisions) load when someone starts a bulk decision, not with the list.
const BulkDecisionDialogs = lazy(() => import('./bulk-decision-dialogs'));

/** The approval tab's bulk 承認 / 差戻し: the pick's count, a page-wide pick, and the two decisions. */
export function BulkDecisionBar({
  rows,
  onDone,
  onPickPage,
}: {
  rows: ApplicationRow[];
  onDone: () => void;
  /** Picks every application of the page that may be picked. */
  onPickPage: () => void;
}) {
  const [decision, setDecision] = useState<BulkDecision | null>(null);
  return (
    <>
      <ActionBar label="一括処理" style={{ marginBottom: 8 }}>
        <Text>
          {rows.length
            ? `${rows.length}件を選択中`
            : '申請を選択すると一括で承認・差戻しできます（自分の申請は選択できません）'}
        </Text>
        <Button onClick={onPickPage}>表示中の申請をすべて選択</Button>
        <Button
          type="primary"
          icon={<CheckCircleOutlined />}
          disabled={!rows.length}
          onClick={() => setDecision('accept')}
        >
          一括承認
        </Button>
        <Button
          danger
          icon={<RollbackOutlined />}
          disabled={!rows.length}
          onClick={() => setDecision('remand')}
        >
          一括差戻し
        </Button>
      </ActionBar>
      {decision ? (
        <Suspense fallback={null}>
          <BulkDecisionDialogs
            decision={decision}
            picked={rows}
            onClose={() => setDecision(null)}
            onDone={onDone}
          />
        </Suspense>
      ) : null}
    </>
  );
}
