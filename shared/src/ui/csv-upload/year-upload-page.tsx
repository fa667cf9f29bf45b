import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@sdp/shared/query';
import {
  defaultSurveyYear,
  errorMessageOf,
  SURVEY_YEAR_STATUS,
  useSurveyYears,
  useYearWritable,
  type ExportOperationId,
  type SurveyYearInfo,
  type UploadKind,
} from '@sdp/shared';
import {
  Alert,
  DataScopeLabel,
  EmptyText,
  Flex,
  PAGE_STICKY_HEADER,
  PageHeader,
  Panel,
  Space,
  Text,
} from '@sdp/shared/ui';
import { ExportButton } from '@sdp/shared/ui/app';
import { SurveyYearSelect, SurveyYearsGate } from '@sdp/shared/ui/select';
import { ClosedYearNotice } from '@sdp/shared/ui/closed-year';
import { Statistic } from '@sdp/shared/ui/statistic';
import { Table } from '@sdp/shared/ui/table';
import { CsvUploadPanel, type CsvUploadPanelProps } from './csv-upload-panel';
import { UploadHistory } from '../upload-history/upload-history';

const isNotPreparing = (year: SurveyYearInfo) => year.status !== SURVEY_YEAR_STATUS.preparing;

interface YearList {
  total: number;
  totalEmissions: number;
}

interface YearUploadPageProps<List extends YearList, Row> {
  title: string;
  upload: Pick<CsvUploadPanelProps, 'operation' | 'definition'>;
  /** The kind whose latest kept uploads of the year the page lists (最近のアップロード). */
  uploadKind: UploadKind;
  /** Invalidated once an upload has written. */
  queryKey: readonly unknown[];
  useList: (year: number, page: number) => { data?: List | undefined; error: unknown; isLoading: boolean };
  rowsOf: (list: List) => Row[];
  /** The export in the upload's columns, by the year. */
  exportOperation: ExportOperationId;
  /** 登録済みの〜, the table's name and its text when the year has no rows. */
  listTitle: string;
  tableLabel: string;
  emptyText: string;
  count: { title: string; suffix: string };
  emissionsTitle: string;
  columns: TableColumnsType<Row>;
  /** false leaves 準備中 years out of the year select (survey results: DESIGN.md §7). */
  preparing?: boolean;
}

/**
 * A page whose upload replaces a survey year's rows (vehicles, survey results): the year, the upload part, then the
 * year's rows with their count, total emissions and an export in the upload's columns, so staff can download, edit
 * and upload back.
 */
export function YearUploadPage<List extends YearList, Row extends object>(
  props: YearUploadPageProps<List, Row>,
) {
  const queryClient = useQueryClient();
  const preparing = props.preparing ?? true;
  const years = useSurveyYears().data;
  const [chosen, setChosen] = useState<number>();
  // The year picked, else the one a list opens on (the latest 受付中 year) once the years are known.
  const year = chosen ?? (years && defaultSurveyYear(preparing ? years : years.filter(isNotPreparing)));
  const { reason } = useYearWritable(year);
  return (
    <>
      <PageHeader title={props.title} />
      <DataScopeLabel />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {year === undefined ? null : (
          <Flex gap={8} align="center">
            <Text>調査年度</Text>
            <SurveyYearSelect preparing={preparing} value={year} onChange={setChosen} />
          </Flex>
        )}
        <Panel title="CSVファイルのアップロード">
          <ClosedYearNotice surveyFy={year} />
          <CsvUploadPanel
            {...props.upload}
            lockedReason={reason}
            onImported={() => {
              void queryClient.invalidateQueries({ queryKey: props.queryKey });
              void queryClient.invalidateQueries({ queryKey: ['uploads'] });
            }}
          />
          <UploadHistory kind={props.uploadKind} surveyFy={year} />
        </Panel>
        <Panel title={props.listTitle}>
          <SurveyYearsGate preparing={preparing}>
            {({ initial }) => <YearRows {...props} year={year ?? initial} />}
          </SurveyYearsGate>
        </Panel>
      </Space>
    </>
  );
}

/** The year's rows with the year's count, emissions and export. */
function YearRows<List extends YearList, Row extends object>(
  props: YearUploadPageProps<List, Row> & { year: number },
) {
  const { year } = props;
  const [paged, setPaged] = useState({ year, page: 1 });
  // A new year starts on its first page.
  const page = paged.year === year ? paged.page : 1;
  const list = props.useList(year, page);

  return (
    <>
      <Flex gap={24} align="center" style={{ marginBottom: 12 }} wrap>
        <Statistic title={props.count.title} value={list.data?.total ?? 0} suffix={props.count.suffix} />
        <Statistic
          title={props.emissionsTitle}
          value={list.data?.totalEmissions ?? 0}
          precision={3}
          suffix="t-CO2"
        />
        <ExportButton operation={props.exportOperation} query={{ surveyFy: year }} label="CSVエクスポート" />
      </Flex>
      {list.error ? (
        <Alert type="error" showIcon role="alert" title={errorMessageOf(list.error)} />
      ) : (
        <Table<Row>
          aria-label={props.tableLabel}
          size="small"
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data ? props.rowsOf(list.data) : []}
          locale={{ emptyText: <EmptyText>{props.emptyText}</EmptyText> }}
          // A narrow screen scrolls the table sideways in its box; the page scrolls under its header.
          {...PAGE_STICKY_HEADER}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: (next) => setPaged({ year, page: next }),
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          columns={props.columns}
        />
      )}
    </>
  );
}
