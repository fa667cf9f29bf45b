import { Drawer } from '@sdp/shared/ui/drawer';
import RecordHistoryList from './record-history-list';
import type { AuditEntity } from '../../contracts/audit-labels';

/** The drawer of RecordHistory, loaded on its first opening. */
export default function RecordHistoryDrawer({
  entity,
  entityKey,
  onClose,
}: {
  entity: AuditEntity;
  entityKey: string;
  onClose: () => void;
}) {
  return (
    <Drawer title={`変更履歴（${entityKey}）`} open onClose={onClose} size={520}>
      <RecordHistoryList entity={entity} entityKey={entityKey} />
    </Drawer>
  );
}
