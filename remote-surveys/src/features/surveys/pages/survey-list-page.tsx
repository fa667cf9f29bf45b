import { findRoute } from '@sdp/shared';
import { PageHeader, Result } from '@sdp/shared/ui';

const TITLE = findRoute('maintenance-sustainability-survey-list').title;

/** Placeholder until the page is built: the route, title and access rules already work. */
export default function SurveyListPage() {
  return (
    <>
      <PageHeader title={TITLE} />
      <Result status="info" title="この画面は準備中です" />
    </>
  );
}
