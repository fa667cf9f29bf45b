import { useSearchParams } from '@sdp/shared/router';
import { errorMessageOf, findRoute } from '@sdp/shared';
import { Alert, PageHeader } from '@sdp/shared/ui';
import { Card } from '@sdp/shared/ui/card';
import { SurveyYearsGate } from '@sdp/shared/ui/select';
import { useSurveyTargets } from '../api/survey-targets';
import { SurveyTargetFilters, type TargetFilter } from '../components/survey-target-filters';
import { SurveyTargetTable } from '../components/survey-target-table';

const TITLE = findRoute('maintenance-sustainability-survey-list').title;
const PER_PAGE = 20;

/** The filter kept in the URL: `fy`, `kind`, `hq`, `changed`, `keyword`, `page`. */
function filterOf(params: URLSearchParams, years: readonly number[], initial: number): TargetFilter {
  const year = Number(params.get('fy'));
  const kind = params.get('kind');
  return {
    survey_fy: years.includes(year) ? year : initial,
    kind: kind === 'office' || kind === 'corp' ? kind : undefined,
    headquarter_code: params.get('hq') ?? undefined,
    changed_only: params.get('changed') === '1' ? 'true' : undefined,
    keyword: params.get('keyword') ?? undefined,
  };
}

function paramsOf(filter: TargetFilter, page: number): Record<string, string> {
  const entries: [string, string | undefined][] = [
    ['fy', String(filter.survey_fy)],
    ['kind', filter.kind],
    ['hq', filter.headquarter_code],
    ['changed', filter.changed_only ? '1' : undefined],
    ['keyword', filter.keyword],
    ['page', page > 1 ? String(page) : undefined],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * Survey targets of a year: offices and related companies with this year's and last year's class. Rows whose
 * class changed since last year stand out; class, exclusion reason and notes edit in the row.
 */
export default function SurveyListPage() {
  return (
    <>
      <PageHeader title={TITLE} />
      <SurveyYearsGate>
        {({ list, initial }) => <SurveyTargets years={list.map((year) => year.surveyFy)} initial={initial} />}
      </SurveyYearsGate>
    </>
  );
}

function SurveyTargets({ years, initial }: { years: readonly number[]; initial: number }) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params, years, initial);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const targets = useSurveyTargets({ ...filter, page, per_page: PER_PAGE });

  return (
    <Card>
      <SurveyTargetFilters
        filter={filter}
        onChange={(patch) => setParams(paramsOf({ ...filter, ...patch }, 1), { replace: true })}
      />
      {targets.error ? (
        <Alert type="error" showIcon role="alert" title={errorMessageOf(targets.error)} />
      ) : (
        <SurveyTargetTable
          rows={targets.data?.surveyTargets ?? []}
          loading={targets.isLoading}
          total={targets.data?.total ?? 0}
          page={page}
          perPage={PER_PAGE}
          onPage={(next) => setParams(paramsOf(filter, next))}
        />
      )}
    </Card>
  );
}
