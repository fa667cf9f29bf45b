import { findRoute, useRoles } from '@sdp/shared';
import { PageHeader } from '@sdp/shared/ui';
import { MenuCardGrid } from './menu-card-grid';
import { maintenanceCardsFor } from './menu-cards';

export default function MaintenanceMenuPage() {
  const roles = useRoles();
  return (
    <>
      <PageHeader title={findRoute('maintenance-menu').title} />
      <MenuCardGrid cards={maintenanceCardsFor(roles)} />
    </>
  );
}
