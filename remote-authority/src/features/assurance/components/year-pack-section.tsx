import { useState } from 'react';
import { download, errorMessageOf, type SurveyYearInfo } from '@sdp/shared';
import { Button, DownloadOutlined } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { YearRestatements } from './year-restatements';

/**
 * The year's assurance pack (ZIP: the data events, every upload as uploaded, the exports, the seal, the
 * restatements and a manifest of SHA-256), and the restatements of a closed year.
 */
export function YearPackSection({ year: { surveyFy } }: { year: SurveyYearInfo }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download('getAssurancePack', { params: { fy: surveyFy } });
      message.success('検証パッケージをダウンロードしました');
    } catch (error) {
      message.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <YearRestatements surveyFy={surveyFy} />
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={run}
        style={{ marginTop: 16 }}
      >
        検証パッケージ（ZIP）をダウンロード
      </Button>
    </>
  );
}
