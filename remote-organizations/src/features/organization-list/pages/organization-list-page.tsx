import { useSearchParams } from '@sdp/shared/router';
import { canAccess, findRoute, useRoles } from '@sdp/shared';
import { Alert, DataScopeLabel, PageHeader } from '@sdp/shared/ui';
import { SurveyYearsGate } from '@sdp/shared/ui/select';
import { Tabs } from '@sdp/shared/ui/tabs';
import { InternalUnitsTab } from '../../internal-units/components/internal-units-tab';
import { OfficesTab } from '../../offices/components/offices-tab';
import { CorporationsTab } from '../../corporations/components/corporations-tab';

const ROUTE = 'maintenance-organization-list';
const TITLE = findRoute(ROUTE).title;

type TabKey = 'internal' | 'office' | 'consolidated';
const TABS: { key: TabKey; label: string; routeKey: string }[] = [
  { key: 'internal', label: '社内組織', routeKey: ROUTE },
  { key: 'office', label: '事業所', routeKey: `${ROUTE}-office` },
  { key: 'consolidated', label: '関係会社', routeKey: `${ROUTE}-consolidated` },
];

const tabOf = (value: string | null): TabKey =>
  value === 'office' || value === 'consolidated' ? value : 'internal';

/** 組織一覧: internal units (no tab), offices (?tab=office), related companies (?tab=consolidated). */
export default function OrganizationListPage() {
  const roles = useRoles();
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('tab'));
  const allowed = TABS.filter((tab) => canAccess(tab.routeKey, roles));

  const select = (key: string) => {
    // A new tab starts on its first page with no filters; the survey year stays.
    const next = new URLSearchParams();
    if (key !== 'internal') next.set('tab', key);
    const year = params.get('survey_fy');
    if (year) next.set('survey_fy', year);
    setParams(next);
  };

  const content = (key: TabKey) => (
    <SurveyYearsGate>
      {() =>
        key === 'office' ? (
          <OfficesTab />
        ) : key === 'consolidated' ? (
          <CorporationsTab />
        ) : (
          <InternalUnitsTab />
        )
      }
    </SurveyYearsGate>
  );

  return (
    <>
      <PageHeader title={TITLE} />
      <DataScopeLabel />
      <Tabs
        activeKey={active}
        onChange={select}
        items={allowed.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: tab.key === active ? content(tab.key) : null,
        }))}
      />
      {allowed.some((tab) => tab.key === active) ? null : (
        <Alert type="warning" showIcon title="アクセス権限がありません" />
      )}
    </>
  );
}
