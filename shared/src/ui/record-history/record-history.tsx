import { lazy, Suspense, useState } from 'react';
import { auditReadableBy, useRoles } from '@sdp/shared';
import { Button } from '@sdp/shared/ui';
import type { AuditEntity } from '../../contracts/audit-labels';

// The drawer and the list load when someone opens the history: most visits to an edit page never do.
const RecordHistoryDrawer = lazy(() => import('./record-history-drawer'));

/**
 * A record's change history (DESIGN.md §7), one part for every detail and edit page: a button that opens the
 * record's audit events in a drawer. Shown only to callers who may edit the record or read the trail (the rule the
 * server applies): a detail page's reader without either sees no button that would answer 403.
 */
export function RecordHistory({ entity, entityKey }: { entity: AuditEntity; entityKey: string }) {
  const [open, setOpen] = useState(false);
  const roles = useRoles();
  if (!auditReadableBy(roles, { entity, entityKey })) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        変更履歴
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RecordHistoryDrawer entity={entity} entityKey={entityKey} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
