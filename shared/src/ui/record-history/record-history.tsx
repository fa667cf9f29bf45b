import { lazy, Suspense, useState } from 'react';
import { Button, Drawer, Skeleton } from 'antd';

// Loaded when someone opens the history: most visits to an edit page never do.
const RecordHistoryList = lazy(() => import('./record-history-list'));

/**
 * A record's change history (DESIGN.md §7), one part for every detail and edit page: a button that opens the
 * record's audit events in a drawer. The server answers only callers who may edit the record or read the trail.
 */
export function RecordHistory({ entity, entityKey }: { entity: string; entityKey: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        変更履歴
      </Button>
      <Drawer
        title={`変更履歴（${entityKey}）`}
        open={open}
        onClose={() => setOpen(false)}
        size={520}
        destroyOnHidden
      >
        {open && (
          <Suspense fallback={<Skeleton active />}>
            <RecordHistoryList entity={entity} entityKey={entityKey} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
