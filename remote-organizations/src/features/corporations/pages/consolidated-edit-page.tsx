import { RecordEditPage } from '../../../common/components/record-edit-page';
import { useCorporation, type CorporationDetail } from '../api/get-corporation';
import { useUpdateCorporation } from '../api/update-corporation';
import { CorporationForm, type CorporationFormValues } from '../components/corporation-form';

const valuesOf = (corp: CorporationDetail): CorporationFormValues => ({
  surveyFy: corp.surveyFy,
  companyCode: corp.companyCode,
  companyName: corp.companyName,
  companyNameEng: corp.companyNameEng ?? undefined,
  companyAbbreviation: corp.companyAbbreviation ?? undefined,
  companyFormalName: corp.companyFormalName,
  companyFormalNameEng: corp.companyFormalNameEng ?? undefined,
  companyFormalNameKana: corp.companyFormalNameKana ?? undefined,
  businessContent: corp.businessContent ?? undefined,
  regionCode: corp.regionCode,
  countryCode: corp.countryCode,
  internalExternalClassCode: corp.internalExternalClassCode,
  consolidationClassCode: corp.consolidationClassCode,
  groupCode: corp.groupCode ?? undefined,
  headquarterCode: corp.headquarterCode ?? undefined,
  departmentCode: corp.departmentCode,
  surveyTargetClass: corp.surveyTargetClass ?? undefined,
  isSurveyRequired: corp.isSurveyRequired,
  exclusionReason: corp.exclusionReason ?? undefined,
  notes: corp.notes ?? undefined,
  locationType: corp.locationType ?? undefined,
});

export default function ConsolidatedEditPage() {
  const update = useUpdateCorporation();
  return (
    <RecordEditPage
      route="maintenance-organization-consolidated-edit-id"
      tab="consolidated"
      RecordForm={CorporationForm}
      useDetail={useCorporation}
      update={update}
      valuesOf={valuesOf}
      history={{ entity: 'corporation', keyOf: (corp) => `${corp.surveyFy}/${corp.companyCode}` }}
    />
  );
}
