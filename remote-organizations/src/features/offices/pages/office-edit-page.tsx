import { RecordEditPage } from '../../../common/components/record-edit-page';
import { useOffice, type OfficeDetail } from '../api/get-office';
import { useUpdateOffice } from '../api/update-office';
import { OfficeForm, type OfficeFormValues } from '../components/office-form';

const valuesOf = (office: OfficeDetail): OfficeFormValues => ({
  surveyFy: office.surveyFy,
  officeClass: office.officeClass,
  groupCode: office.groupCode ?? undefined,
  supervisionCode: office.supervisionCode,
  supervisionNameEng: office.supervisionNameEng ?? undefined,
  adminCode: office.adminCode,
  adminNameEng: office.adminNameEng ?? undefined,
  officeCode: office.officeCode,
  officeName: office.officeName,
  officeNameEng: office.officeNameEng ?? undefined,
  countryCode: office.countryCode ?? undefined,
  surveyTargetClass: office.surveyTargetClass ?? undefined,
  isSurveyRequired: office.isSurveyRequired,
  exclusionReason: office.exclusionReason ?? undefined,
  notes: office.notes ?? undefined,
  locationType: office.locationType ?? undefined,
});

export default function OfficeEditPage() {
  const update = useUpdateOffice();
  return (
    <RecordEditPage
      route="maintenance-organization-office-edit-id"
      tab="office"
      RecordForm={OfficeForm}
      useDetail={useOffice}
      update={update}
      valuesOf={valuesOf}
      history={{ entity: 'office', keyOf: (office) => `${office.surveyFy}/${office.officeCode}` }}
    />
  );
}
