import { RecordEditPage } from '../../../common/components/record-edit-page';
import { useCorporation } from '../api/get-corporation';
import { useUpdateCorporation } from '../api/update-corporation';
import { formValuesOf } from '../../../common/form-values';
import { CorporationForm, type CorporationFormValues } from '../components/corporation-form';

export default function ConsolidatedEditPage() {
  const update = useUpdateCorporation();
  return (
    <RecordEditPage
      route="maintenance-organization-consolidated-edit-id"
      tab="consolidated"
      RecordForm={CorporationForm}
      useDetail={useCorporation}
      update={update}
      valuesOf={(corp): CorporationFormValues => formValuesOf(corp)}
      history={{ entity: 'corporation', keyOf: (corp) => `${corp.surveyFy}/${corp.companyCode}` }}
    />
  );
}
