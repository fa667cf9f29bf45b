import { RecordRegistrationPage } from '../../../common/components/record-registration-page';
import { useCreateOffice } from '../api/create-office';
import { OfficeForm } from '../components/office-form';

export default function OfficeRegistrationPage() {
  const create = useCreateOffice();
  return (
    <RecordRegistrationPage
      route="maintenance-organization-office-registration"
      tab="office"
      RecordForm={OfficeForm}
      create={create}
      initialValues={(surveyFy) => ({
        surveyFy,
        officeClass: 1,
        countryCode: 'JPN',
        isSurveyRequired: true,
        surveyTargetClass: 1,
      })}
    />
  );
}
