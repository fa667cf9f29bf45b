import { Link } from '@sdp/shared/router';
import { buildPath } from '@sdp/shared';
import { LOCATION_TYPE_LABELS, SURVEY_TARGET_CLASS_LABELS, SURVEY_TARGET_KIND_LABELS } from '@sdp/shared/ui';
import { Descriptions } from '@sdp/shared/ui/descriptions';
import { Drawer } from '@sdp/shared/ui/drawer';
import type { TargetRow } from '../api/update-survey-target';

const classLabel = (value: number | null) =>
  value === null ? '未設定' : (SURVEY_TARGET_CLASS_LABELS[value as 1 | 2 | 3] ?? String(value));
const locationLabel = (value: number | null) =>
  value === null ? '—' : (LOCATION_TYPE_LABELS[value as 1 | 2] ?? String(value));
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ') || '—';

/** One survey target, read-only, over the list (no route of its own); the record's edit page is one link away. */
export default function SurveyTargetDrawer({ row, onClose }: { row: TargetRow; onClose: () => void }) {
  const items: [string, string][] = [
    ['区分', SURVEY_TARGET_KIND_LABELS[row.kind]],
    ['コード', row.companyCode],
    ['名称', row.companyName],
    ['本部', joined(row.headquarterCode, row.headquarterName)],
    ['部', joined(row.departmentCode, row.departmentName)],
    ['国', joined(row.countryName ?? row.countryCode)],
    ['事業内容', joined(row.businessContent)],
    ['今年度調査対象区分', classLabel(row.currSurveyTargetClass)],
    ['今年度所在地区分', locationLabel(row.currLocationType)],
    ['前年度調査対象区分', classLabel(row.prevSurveyTargetClass)],
    ['前年度所在地区分', locationLabel(row.prevLocationType)],
    ['対象外理由', joined(row.exclusionReason)],
    ['備考', joined(row.notes)],
  ];
  return (
    <Drawer
      open
      title={`${row.companyName}（${row.companyCode}）`}
      size={520}
      onClose={onClose}
      footer={
        <Link
          to={buildPath(
            row.kind === 'office'
              ? 'maintenance-organization-office-edit-id'
              : 'maintenance-organization-consolidated-edit-id',
            { id: row.id },
          )}
        >
          {row.kind === 'office' ? '事業所の編集ページを開く' : '関係会社の編集ページを開く'}
        </Link>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        items={items.map(([label, value]) => ({ key: label, label, children: value }))}
      />
    </Drawer>
  );
}
