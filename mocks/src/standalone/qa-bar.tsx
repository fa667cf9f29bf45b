import { useState } from 'react';
import { OPERATION_IDS, type OperationId } from '@sdp/shared';
import { Button, Flex } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { Checkbox } from '@sdp/shared/ui/checkbox';
import { Select } from '@sdp/shared/ui/select';
import { qaControls, setQaControls, type QaControls } from '../api/qa-controls';

const label = { color: '#fff', fontSize: 12 } as const;
const NO_FAILURE = '';

/**
 * QA's controls of mock mode: the spec's latencies or none, one endpoint failing with 500 or 503, offline, and
 * 「データを初期化」 (the demo data again in every tab, signed out). Kept across reloads.
 */
export function QaBar({ onReset }: { onReset: () => void }) {
  const { modal } = App.useApp();
  const [controls, setControls] = useState<QaControls>(qaControls);
  const change = (next: Partial<QaControls>) => setControls(setQaControls(next));
  const failing = controls.failing;

  return (
    <Flex gap={12} align="center" wrap style={{ marginTop: 6 }} data-testid="qa-controls">
      <span style={label}>応答遅延</span>
      <Select
        aria-label="応答遅延"
        size="small"
        style={{ width: 260 }}
        value={controls.delays}
        onChange={(delays: QaControls['delays']) => change({ delays })}
        options={[
          { value: 'spec', label: '仕様どおり（一覧0.3秒・更新と詳細0.5秒・CSV 5秒）' },
          { value: 'none', label: 'なし' },
        ]}
      />
      <span style={label}>失敗させるAPI</span>
      <Select
        aria-label="失敗させるAPI"
        size="small"
        showSearch
        style={{ width: 240 }}
        value={failing?.operation ?? NO_FAILURE}
        onChange={(operation: OperationId | typeof NO_FAILURE) =>
          change({ failing: operation ? { operation, status: failing?.status ?? 500 } : null })
        }
        options={[
          { value: NO_FAILURE, label: 'なし' },
          ...OPERATION_IDS.map((id) => ({ value: id, label: id })),
        ]}
      />
      <Select
        aria-label="失敗の応答"
        size="small"
        style={{ width: 150 }}
        disabled={!failing}
        value={failing?.status ?? 500}
        onChange={(status: 500 | 503) => failing && change({ failing: { ...failing, status } })}
        options={[
          { value: 500, label: '500 システムエラー' },
          { value: 503, label: '503 利用不可' },
        ]}
      />
      <Checkbox checked={controls.offline} onChange={(event) => change({ offline: event.target.checked })}>
        <span style={label}>オフライン</span>
      </Checkbox>
      <Button
        size="small"
        danger
        onClick={() =>
          modal.confirm({
            title: 'データを初期化',
            content: 'すべてのデータをデモデータに戻し、サインアウトします。よろしいですか？',
            okText: '初期化する',
            cancelText: 'キャンセル',
            okButtonProps: { danger: true },
            onOk: onReset,
          })
        }
      >
        データを初期化
      </Button>
    </Flex>
  );
}
