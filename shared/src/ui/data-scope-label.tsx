import { EyeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { dataScopeLabel, useDataScope } from '@sdp/shared';
import { Text } from './text';

/**
 * Says on a scoped list (and the report menu) whose data it shows, for a 所属組織データのみ caller
 * (「表示範囲：経営企画本部」); nothing for a 全社 caller or while the scope is not known. The server decides what
 * the rows are; this only keeps staff from reading a narrowed list as the whole company's.
 */
export function DataScopeLabel() {
  const label = dataScopeLabel(useDataScope());
  if (label === null) return null;
  return (
    <p role="note" aria-label="表示範囲" style={{ margin: '0 0 12px' }}>
      <Tag color="blue" icon={<EyeOutlined aria-hidden />} style={{ fontSize: 14, paddingBlock: 2 }}>
        {label}
      </Tag>
      <Text type="secondary">所属組織のデータのみ表示しています</Text>
    </p>
  );
}
