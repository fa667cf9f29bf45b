import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath, errorMessageOf, findRoute, SURVEY_YEARS } from '@sdp/shared';
import {
  Alert,
  Card,
  Checkbox,
  ExportButton,
  Flex,
  Input,
  LOCATION_TYPE_LABELS,
  PageHeader,
  Select,
  SURVEY_TARGET_CLASS_LABELS,
  SurveyYearSelect,
  Table,
  Tag,
  Typography,
} from '@sdp/shared/ui';
import { useSurveyTargets, type SurveyTargetList } from '../api/survey-targets';

const TITLE = findRoute('maintenance-sustainability-survey-list').title;
const PER_PAGE = 20;

type TargetRow = SurveyTargetList['surveyTargets'][number];

const classLabel = (value: number | null) =>
  value === null ? '未設定' : (SURVEY_TARGET_CLASS_LABELS[value as 1 | 2 | 3] ?? String(value));
const locationLabel = (value: number | null) =>
  value === null ? '' : (LOCATION_TYPE_LABELS[value as 1 | 2] ?? String(value));

/**
 * Survey targets of a year: offices and related companies with this year's and last year's class. A row whose
 * class changed since last year is marked; editing opens the office or company edit page.
 */
export default function SurveyListPage() {
  const [year, setYear] = useState<number>(SURVEY_YEARS.at(-1) ?? 2025);
  const [kind, setKind] = useState<'office' | 'corp' | undefined>();
  const [changedOnly, setChangedOnly] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const filter = {
    survey_fy: year,
    kind,
    changed_only: changedOnly ? 'true' : undefined,
    keyword: keyword || undefined,
  };
  const targets = useSurveyTargets({ ...filter, page, per_page: PER_PAGE });
  const reset = () => setPage(1);

  return (
    <>
      <PageHeader title={TITLE} />
      <Card>
        <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
          <SurveyYearSelect
            value={year}
            onChange={(value) => {
              setYear(value);
              reset();
            }}
          />
          <Select
            aria-label="区分"
            style={{ width: 140 }}
            allowClear
            placeholder="区分"
            value={kind}
            onChange={(value?: 'office' | 'corp') => {
              setKind(value);
              reset();
            }}
            options={[
              { value: 'office', label: '事業所' },
              { value: 'corp', label: '関係会社' },
            ]}
          />
          <Input.Search
            aria-label="キーワード"
            placeholder="コード・名称"
            allowClear
            style={{ width: 220 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              reset();
            }}
          />
          <Checkbox
            checked={changedOnly}
            onChange={(event) => {
              setChangedOnly(event.target.checked);
              reset();
            }}
          >
            前年度から変更ありのみ
          </Checkbox>
          <ExportButton path="/organizations/survey_target/export" query={filter} />
        </Flex>
        {targets.error ? (
          <Alert type="error" showIcon role="alert" title={errorMessageOf(targets.error)} />
        ) : (
          <Table<TargetRow>
            aria-label="調査対象一覧"
            size="small"
            rowKey={(row) => `${row.kind}-${row.id}`}
            loading={targets.isLoading}
            dataSource={targets.data?.surveyTargets ?? []}
            rowClassName={(row) => (row.changed ? 'survey-target-changed' : '')}
            onRow={(row) => ({ style: row.changed ? { background: '#fff7e6' } : undefined })}
            scroll={{ x: 1400 }}
            pagination={{
              current: page,
              pageSize: PER_PAGE,
              total: targets.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              showTotal: (total) => `${total}件`,
            }}
            columns={[
              {
                title: '区分',
                dataIndex: 'kind',
                width: 90,
                render: (value: string) => (value === 'office' ? '事業所' : '関係会社'),
              },
              {
                title: '本部',
                key: 'hq',
                render: (_, row) => [row.headquarterCode, row.headquarterName].filter(Boolean).join(' '),
              },
              {
                title: '部',
                key: 'dept',
                render: (_, row) => [row.departmentCode, row.departmentName].filter(Boolean).join(' '),
              },
              { title: 'コード', dataIndex: 'companyCode' },
              { title: '名称', dataIndex: 'companyName' },
              { title: '国', key: 'country', render: (_, row) => row.countryName ?? row.countryCode },
              { title: '事業内容', dataIndex: 'businessContent' },
              {
                title: '今年度調査対象区分',
                key: 'curr',
                render: (_, row) => (
                  <>
                    {classLabel(row.currSurveyTargetClass)}
                    {row.changed ? (
                      <Tag color="orange" style={{ marginLeft: 8 }}>
                        変更あり
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              { title: '今年度所在地区分', dataIndex: 'currLocationType', render: locationLabel },
              {
                title: '前年度調査対象区分',
                dataIndex: 'prevSurveyTargetClass',
                render: (value: number | null) => (
                  <Typography.Text type="secondary">{classLabel(value)}</Typography.Text>
                ),
              },
              { title: '前年度所在地区分', dataIndex: 'prevLocationType', render: locationLabel },
              { title: '対象外理由', dataIndex: 'exclusionReason' },
              { title: '備考', dataIndex: 'notes' },
              {
                title: '操作',
                key: 'edit',
                fixed: 'right',
                width: 80,
                render: (_, row) => (
                  <Link
                    to={buildPath(
                      row.kind === 'office'
                        ? 'maintenance-organization-office-edit-id'
                        : 'maintenance-organization-consolidated-edit-id',
                      { id: row.id },
                    )}
                  >
                    編集
                  </Link>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
