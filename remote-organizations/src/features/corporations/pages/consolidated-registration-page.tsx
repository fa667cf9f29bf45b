import { RecordRegistrationPage } from '../../../common/components/record-registration-page';
import { useCreateCorporation } from '../api/create-corporation';
import { CorporationForm, type CorporationFormValues } from '../components/corporation-form';

export default function ConsolidatedRegistrationPage() {
  const create = useCreateCorporation();
  return (
    <RecordRegistrationPage
      route="maintenance-organization-consolidated-registration"
      tab="consolidated"
      RecordForm={CorporationForm}
      create={create}
      initialValues={(surveyFy): CorporationFormValues => ({
        surveyFy,
        internalExternalClassCode: 'D',
        consolidationClassCode: '1',
        regionCode: '01',
        countryCode: 'JPN',
        isSurveyRequired: true,
        surveyTargetClass: 1,
      })}
    />
  );
}
