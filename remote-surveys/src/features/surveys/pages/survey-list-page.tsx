import { findRoute, queryClient, useYearWritable } from '@sdp/shared';
import { DataScopeLabel, PageHeader } from '@sdp/shared/ui';
import { useFitPage, useListQuery, useStableHandler, useStableValue } from '@sdp/shared/ui/list';
import { SurveyYearsGate } from '@sdp/shared/ui/select';
import { ClosedYearNotice } from '@sdp/shared/ui/closed-year';
import { TokenExportButton } from '../../../common/token-export-button';
import {
  SURVEY_TARGET_LIST,
  surveyTargetsQueryOf,
  surveyTargetsQueryOptions,
  useSurveyTargets,
} from '../api/survey-targets';
import { SurveyTargetFilters, type TargetFilterValues } from '../components/survey-target-filters';
import { SurveyTargetTable } from '../components/survey-target-table';

const TITLE = findRoute('maintenance-sustainability-survey-list').title;

/**
 * Survey targets of a year: offices and related companies with this year's and last year's class. Rows whose
 * class changed since last year stand out; class, exclusion reason and notes edit in the row.
 */
export default function SurveyListPage() {
  return (
    <>
      <PageHeader title={TITLE} />
      <DataScopeLabel />
      <SurveyYearsGate>
        {({ list, initial }) => <SurveyTargets years={list.map((year) => year.surveyFy)} initial={initial} />}
      </SurveyYearsGate>
    </>
  );
}

function SurveyTargets({ years, initial }: { years: readonly number[]; initial: number }) {
  const list = useListQuery(SURVEY_TARGET_LIST, { surveyFy: initial });
  const query = surveyTargetsQueryOf(list, years, initial);
  const { surveyFy, kind, headquarterCode, changedOnly, keyword } = query;
  const filter = { surveyFy, kind, headquarterCode, changedOnly, keyword };
  const targets = useSurveyTargets(query);
  useFitPage(list, targets.data?.total);
  const { reason } = useYearWritable(surveyFy);
  const values = useStableValue({ ...list.filters, surveyFy, kind });
  const search = useStableHandler((next: TargetFilterValues) => list.search({ ...next, surveyFy }));
  // A new year's headquarters differ: the headquarters filter goes with the old year.
  const changeYear = useStableHandler((year: number) =>
    list.search({ ...list.filters, surveyFy: year, headquarterCode: undefined }),
  );

  return (
    <>
      <SurveyTargetFilters
        surveyFy={surveyFy}
        values={values}
        onSearch={search}
        onClear={list.clear}
        onYear={changeYear}
      />
      <ClosedYearNotice surveyFy={surveyFy} />
      <SurveyTargetTable
        lockedReason={reason}
        list={{
          ...list,
          prefetch: (change) =>
            queryClient.prefetchQuery(
              surveyTargetsQueryOptions(surveyTargetsQueryOf({ ...list, ...change }, years, initial)),
            ),
        }}
        result={targets}
        rows={targets.data?.surveyTargets}
        total={targets.data?.total}
        extra={<TokenExportButton operation="startSurveyTargetExport" filter={filter} />}
      />
    </>
  );
}
