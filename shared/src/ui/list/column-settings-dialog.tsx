import { useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { ActionBar, Button, Flex, Text } from '@sdp/shared/ui';
import { Checkbox } from '@sdp/shared/ui/checkbox';
import { Modal } from '@sdp/shared/ui/modal';
import { arrangeColumns, type ColumnSettings, type ConfigurableColumn } from './column-settings';

interface Choice extends ConfigurableColumn {
  visible: boolean;
}

const choicesOf = (columns: ConfigurableColumn[], settings?: ColumnSettings): Choice[] => {
  const hidden = new Set(settings?.hidden ?? []);
  const ordered = arrangeColumns(columns, settings && { order: settings.order, hidden: [] });
  return ordered.map((column) => ({ ...column, visible: !hidden.has(column.key) }));
};

/** Show, hide and order a list's columns; 初期状態に戻す forgets the user's choice. */
export default function ColumnSettingsDialog({
  columns,
  settings,
  onSave,
  onClose,
}: {
  columns: ConfigurableColumn[];
  settings: ColumnSettings | undefined;
  onSave: (settings: ColumnSettings | undefined) => void;
  onClose: () => void;
}) {
  const [choices, setChoices] = useState(() => choicesOf(columns, settings));
  const visibleCount = choices.filter((choice) => choice.visible).length;
  const move = (index: number, by: -1 | 1) =>
    setChoices((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  const toggle = (key: string, visible: boolean) =>
    setChoices((current) => current.map((choice) => (choice.key === key ? { ...choice, visible } : choice)));

  return (
    <Modal
      open
      title="表示する列"
      okText="適用"
      cancelText="キャンセル"
      onCancel={onClose}
      onOk={() => {
        onSave({
          order: choices.map((choice) => choice.key),
          hidden: choices.filter((choice) => !choice.visible).map((choice) => choice.key),
        });
        onClose();
      }}
      footer={(_, { OkBtn, CancelBtn }) => (
        <ActionBar justify="space-between">
          <Button
            onClick={() => {
              onSave(undefined);
              onClose();
            }}
          >
            初期状態に戻す
          </Button>
          <ActionBar>
            <CancelBtn />
            <OkBtn />
          </ActionBar>
        </ActionBar>
      )}
    >
      <Text type="secondary">表示する列を選び、↑↓で並べ替えます。この設定はこのブラウザに保存されます。</Text>
      <ul aria-label="列" style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
        {choices.map((choice, index) => (
          <li key={choice.key} style={{ borderBottom: '1px solid #f0f0f0', padding: '4px 0' }}>
            <Flex align="center" justify="space-between" gap={8}>
              <Checkbox
                checked={choice.visible}
                // At least one column stays on screen.
                disabled={choice.visible && visibleCount === 1}
                onChange={(event) => toggle(choice.key, event.target.checked)}
              >
                {choice.title}
              </Checkbox>
              <Flex gap={4}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={`${choice.title}を上へ`}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={index === choices.length - 1}
                  aria-label={`${choice.title}を下へ`}
                  onClick={() => move(index, 1)}
                />
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
