import { RecordEditPage } from '../../../common/components/record-edit-page';
import { formValuesOf } from '../../../common/form-values';
import { useOffice } from '../api/get-office';
import { useUpdateOffice } from '../api/update-office';
import { OfficeForm, type OfficeFormValues } from '../components/office-form';

export default function OfficeEditPage() {
  const update = useUpdateOffice();
  return (
    <RecordEditPage
      route="maintenance-organization-office-edit-id"
      tab="office"
      RecordForm={OfficeForm}
      useDetail={useOffice}
      update={update}
      valuesOf={(office): OfficeFormValues => formValuesOf(office)}
      history={{ entity: 'office', keyOf: (office) => `${office.surveyFy}/${office.officeCode}` }}
    />
  );
}
