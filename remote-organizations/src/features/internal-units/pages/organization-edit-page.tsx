import { RecordEditPage } from '../../../common/components/record-edit-page';
import { useInternalUnit, type InternalUnitDetail } from '../api/get-internal-unit';
import { useUpdateInternalUnit } from '../api/update-internal-unit';
import { InternalUnitForm, type InternalUnitFormValues } from '../components/internal-unit-form';

const valuesOf = (unit: InternalUnitDetail): InternalUnitFormValues => ({
  surveyFy: unit.surveyFy,
  groupCode: unit.groupCode,
  headquarterCode: unit.headquarterCode,
  departmentCode: unit.departmentCode,
  departmentName: unit.departmentName,
  sectionCode: unit.sectionCode ?? undefined,
  sectionName: unit.sectionName ?? undefined,
});

export default function OrganizationEditPage() {
  const update = useUpdateInternalUnit();
  return (
    <RecordEditPage
      route="maintenance-organization-edit-id"
      tab={undefined}
      RecordForm={InternalUnitForm}
      useDetail={useInternalUnit}
      update={update}
      valuesOf={valuesOf}
      history={{
        entity: 'internal_unit',
        keyOf: (unit) => [unit.surveyFy, unit.departmentCode, unit.sectionCode].filter(Boolean).join('/'),
      }}
    />
  );
}
