import { findRoute, getRuntimeConfig, useRoles } from '@sdp/shared';
import { DataScopeLabel, PageHeader } from '@sdp/shared/ui';
import { MenuCardGrid } from './menu-card-grid';
import { reportCardsFor } from './menu-cards';
import { SurveyCoverageChart } from './survey-coverage-chart';

export default function ReportMenuPage() {
  const roles = useRoles();
  return (
    <>
      <PageHeader title={findRoute('report-menu').title} />
      <DataScopeLabel />
      <MenuCardGrid cards={reportCardsFor(roles, getRuntimeConfig().reports)} />
      <SurveyCoverageChart />
    </>
  );
}
