import { RecordRegistrationPage } from '../../../common/components/record-registration-page';
import { useCreateInternalUnit } from '../api/create-internal-unit';
import { InternalUnitForm } from '../components/internal-unit-form';

export default function OrganizationRegistrationPage() {
  const create = useCreateInternalUnit();
  return (
    <RecordRegistrationPage
      route="maintenance-organization-registration"
      tab={undefined}
      RecordForm={InternalUnitForm}
      create={create}
      initialValues={(surveyFy) => ({ surveyFy })}
    />
  );
}
