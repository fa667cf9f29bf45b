import { useState } from 'react';
import {
  errorMessageOf,
  findRoute,
  SURVEY_YEAR_MOVES,
  useSurveyYears,
  type SurveyYearInfo,
  type SurveyYearMove,
} from '@sdp/shared';
import { Alert, Button, PageHeader, Panel, PlusOutlined } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';
import { useMoveSurveyYear } from '../api/move-survey-year';
import { useRollOverSurveyYear, type RolloverAnswer } from '../api/roll-over-survey-year';
import { RolloverDialog } from '../components/rollover-dialog';
import { ReopenDialog } from '../components/reopen-dialog';
import { SurveyYearTable } from '../components/survey-year-table';

const CONFIRM: Record<Exclude<SurveyYearMove, 'reopen'>, (fy: number) => string> = {
  open: (fy) => `${fy}年度の受付を開始します。よろしいですか？`,
  close: (fy) =>
    `${fy}年度を締めます。締めた年度の組織・調査対象・取引先・車両・調査結果は変更できなくなります。よろしいですか？`,
};

const DONE: Record<SurveyYearMove, (fy: number) => string> = {
  open: (fy) => `${fy}年度の受付を開始しました`,
  close: (fy) => `${fy}年度を締めました`,
  reopen: (fy) => `${fy}年度を再開しました`,
};

/** 年度管理: each survey year's state, its moves (受付開始, 締め, 再開 with a reason) and the roll-over into the next. */
export default function SurveyYearManagementPage() {
  const { modal, message } = App.useApp();
  const years = useSurveyYears();
  const moving = useMoveSurveyYear();
  const [reopening, setReopening] = useState<number>();
  const rolling = useRollOverSurveyYear();
  const [rollingFrom, setRollingFrom] = useState<number>();
  const [preview, setPreview] = useState<{ answer?: RolloverAnswer; error?: unknown }>({});
  const latest = years.data?.at(-1)?.surveyFy;

  const openRollover = (fy: number) => {
    setRollingFrom(fy);
    setPreview({});
    rolling.mutateAsync({ surveyFy: fy, dryRun: true }).then(
      (answer) => setPreview({ answer }),
      (error: unknown) => setPreview({ error }),
    );
  };
  const confirmRollover = () =>
    rolling
      .mutateAsync({ surveyFy: rollingFrom!, dryRun: false })
      .then((answer) => {
        message.success(`${answer.targetFy}年度を準備中として作成しました`);
        setRollingFrom(undefined);
      })
      .catch((error: unknown) => message.error(errorMessageOf(error)));
  const done = (fy: number, move: SurveyYearMove) => message.success(DONE[move](fy));

  const onMove = (year: SurveyYearInfo, move: SurveyYearMove) => {
    if (move === 'reopen') return setReopening(year.surveyFy);
    modal.confirm({
      title: `${SURVEY_YEAR_MOVES[move].label}の確認`,
      content: CONFIRM[move](year.surveyFy),
      okText: SURVEY_YEAR_MOVES[move].label,
      okButtonProps: { danger: move === 'close' },
      cancelText: 'キャンセル',
      onOk: () =>
        moving
          .mutateAsync({ surveyFy: year.surveyFy, move })
          .then(() => done(year.surveyFy, move))
          .catch((error: unknown) => message.error(errorMessageOf(error))),
    });
  };

  return (
    <>
      <PageHeader
        title={findRoute('maintenance-survey-year-management').title}
        extra={
          latest !== undefined && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openRollover(latest)}>
              {latest + 1}年度を準備（繰越）
            </Button>
          )
        }
      />
      <Panel>
        {years.isError && <Alert type="error" showIcon role="alert" title={errorMessageOf(years.error)} />}
        <SurveyYearTable
          years={years.data}
          loading={years.isPending}
          busy={moving.isPending ? moving.variables : undefined}
          onMove={onMove}
        />
      </Panel>
      <RolloverDialog
        surveyFy={rollingFrom}
        preview={preview.answer}
        previewError={preview.error}
        saving={rolling.isPending && preview.answer !== undefined}
        onConfirm={confirmRollover}
        onClose={() => setRollingFrom(undefined)}
      />
      <ReopenDialog
        surveyFy={reopening}
        saving={moving.isPending}
        onSubmit={(reason) =>
          moving.mutateAsync({ surveyFy: reopening!, move: 'reopen', reason }).then(() => {
            done(reopening!, 'reopen');
            setReopening(undefined);
          })
        }
        onClose={() => setReopening(undefined)}
      />
    </>
  );
}
