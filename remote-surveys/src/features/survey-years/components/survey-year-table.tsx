import { useState } from 'react';
import {
  SURVEY_YEAR_MOVES,
  SURVEY_YEAR_MOVE_NAMES,
  SURVEY_YEAR_STATUS,
  canMoveSurveyYear,
  newestFirst,
  type SurveyYearInfo,
  type SurveyYearMove,
  type SurveyYearStatus,
} from '@sdp/shared';
import { formatJapanDateTime, personLabel } from '@sdp/shared/domain';
import { Button, Space, Tag, EmptyText } from '@sdp/shared/ui';
import { Table, type TableColumnsType } from '@sdp/shared/ui/table';
import { YearDetails } from './year-details';

const STATUS_COLORS: Record<SurveyYearStatus, string> = {
  [SURVEY_YEAR_STATUS.preparing]: 'default',
  [SURVEY_YEAR_STATUS.open]: 'green',
  [SURVEY_YEAR_STATUS.closed]: 'red',
};

/** When on one line, who on the next: a cell stays narrow enough for a phone. */
const when = (date: string | null, userId: string | null, userName: string | null) =>
  date ? (
    <>
      <div>{formatJapanDateTime(date)}</div>
      <div>{personLabel(userId, userName)}</div>
    </>
  ) : (
    '—'
  );

/** The year's latest 締め or 再開, named, so the row says what happened last beside its state. */
function LatestMove({ year }: { year: SurveyYearInfo }) {
  const latest = year.history.filter((event) => event.move !== 'open').at(-1);
  if (!latest) return <>—</>;
  return (
    <>
      <div>
        {SURVEY_YEAR_MOVES[latest.move].label} {formatJapanDateTime(latest.occurredAt)}
      </div>
      <div>{personLabel(latest.userId, latest.userName)}</div>
    </>
  );
}

interface Props {
  years: readonly SurveyYearInfo[] | undefined;
  loading: boolean;
  /** The move running now, to show its button busy. */
  busy?: { surveyFy: number; move: SurveyYearMove };
  onMove: (year: SurveyYearInfo, move: SurveyYearMove) => void;
}

/**
 * The survey years, newest first, with their state, first opening, latest 締め・再開 and the moves each allows;
 * 履歴 (under the year) opens the year's every move with who and why under its row, and a closed year's seal.
 */
export function SurveyYearTable({ years, loading, busy, onMove }: Props) {
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const toggle = (fy: number) =>
    setExpanded((open) => (open.includes(fy) ? open.filter((key) => key !== fy) : [...open, fy]));
  const columns: TableColumnsType<SurveyYearInfo> = [
    {
      title: '調査年度',
      dataIndex: 'surveyFy',
      // The history's toggle sits under the year, in view on a phone where the wide columns scroll away.
      render: (fy: number, year) => (
        <>
          <div>{fy}年度</div>
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            aria-expanded={expanded.includes(fy)}
            onClick={() => toggle(fy)}
          >
            {expanded.includes(fy) ? '履歴を閉じる' : `履歴（${year.history.length}件）`}
          </Button>
        </>
      ),
    },
    {
      title: '状態',
      dataIndex: 'status',
      render: (status: SurveyYearStatus, year) => <Tag color={STATUS_COLORS[status]}>{year.statusName}</Tag>,
    },
    { title: '受付開始', render: (_, year) => when(year.openedDate, year.openedUserId, year.openedUserName) },
    { title: '直近の締め・再開', render: (_, year) => <LatestMove year={year} /> },
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
      dataSource={newestFirst(years ?? [])}
      expandable={{
        expandedRowKeys: [...expanded],
        showExpandColumn: false,
        expandedRowRender: (year) => <YearDetails year={year} />,
      }}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyText>調査年度はまだありません</EmptyText> }}
    />
  );
}
