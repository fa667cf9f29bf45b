import { errorMessageOf, findRoute, newestFirst, useSurveyYears } from '@sdp/shared';
import { Alert, EmptyText, Flex, PageHeader, Panel, Spin } from '@sdp/shared/ui';
import { YEAR_SECTIONS } from '../components/year-sections';

/** 検証資料: per survey year, newest first, what an external verifier reads and downloads. Nothing here edits. */
export default function AssurancePage() {
  const years = useSurveyYears();
  return (
    <>
      <PageHeader title={findRoute('maintenance-assurance').title} />
      {years.isError ? (
        <Alert type="error" showIcon role="alert" title={errorMessageOf(years.error)} />
      ) : years.isPending ? (
        <Spin />
      ) : years.data?.length ? (
        <Flex vertical gap="middle">
          {newestFirst(years.data).map((year) => (
            <Panel key={year.surveyFy} title={`${year.surveyFy}年度`} label={`${year.surveyFy}年度`}>
              <Flex vertical gap="middle">
                {YEAR_SECTIONS.map((Section, index) => (
                  <Section key={index} year={year} />
                ))}
              </Flex>
            </Panel>
          ))}
        </Flex>
      ) : (
        <EmptyText>調査年度がありません</EmptyText>
      )}
    </>
  );
}
