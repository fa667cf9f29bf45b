import {
  SURVEY_YEAR_MOVES,
  SURVEY_YEAR_MOVE_NAMES,
  SURVEY_YEAR_STATUS,
  canMoveSurveyYear,
  type SurveyYearInfo,
  type SurveyYearMove,
  type SurveyYearStatus,
} from '@sdp/shared';
import { formatJapanDateTime } from '@sdp/shared/domain';
import { Button, Space, Tag, EmptyText } from '@sdp/shared/ui';
import { Table, type TableColumnsType } from '@sdp/shared/ui/table';

const STATUS_COLORS: Record<SurveyYearStatus, string> = {
  [SURVEY_YEAR_STATUS.preparing]: 'default',
  [SURVEY_YEAR_STATUS.open]: 'green',
  [SURVEY_YEAR_STATUS.closed]: 'red',
};

const when = (date: string | null, user: string | null) =>
  date ? `${formatJapanDateTime(date)}${user ? `（${user}）` : ''}` : '—';

interface Props {
  years: readonly SurveyYearInfo[] | undefined;
  loading: boolean;
  /** The move running now, to show its button busy. */
  busy?: { surveyFy: number; move: SurveyYearMove };
  onMove: (year: SurveyYearInfo, move: SurveyYearMove) => void;
}

/** The survey years, newest first, with their state, who moved them last and the moves each allows. */
export function SurveyYearTable({ years, loading, busy, onMove }: Props) {
  const columns: TableColumnsType<SurveyYearInfo> = [
    { title: '調査年度', dataIndex: 'surveyFy', render: (fy: number) => `${fy}年度` },
    {
      title: '状態',
      dataIndex: 'status',
      render: (status: SurveyYearStatus, year) => <Tag color={STATUS_COLORS[status]}>{year.statusName}</Tag>,
    },
    { title: '受付開始', render: (_, year) => when(year.openedDate, year.openedUserId) },
    { title: '締め', render: (_, year) => when(year.closedDate, year.closedUserId) },
    { title: '再開理由', dataIndex: 'reopenReason', render: (reason: string | null) => reason ?? '—' },
    {
      title: '操作',
      // On a narrow screen the moves stay in view while the dates scroll under them, as in every list.
      fixed: 'right',
      render: (_, year) => (
        <Space>
          {SURVEY_YEAR_MOVE_NAMES.filter((move) => canMoveSurveyYear(move, year.status)).map((move) => (
            <Button
              key={move}
              size="small"
              danger={move === 'close'}
              loading={busy?.surveyFy === year.surveyFy && busy.move === move}
              onClick={() => onMove(year, move)}
            >
              {SURVEY_YEAR_MOVES[move].label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<SurveyYearInfo>
      aria-label="調査年度一覧"
      rowKey="surveyFy"
      columns={columns}
      dataSource={years ? [...years].reverse() : []}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyText>調査年度はまだありません</EmptyText> }}
    />
  );
}
