import { likelyNextPages } from './idle-prefetch-queue';

test('the pages to prefetch are the remote pages the menus offer this user, each once', () => {
  expect(likelyNextPages(['MST_AUTHORITY', 'VEHICLE_MANAGEMENT_EDITOR'])).toEqual([
    { remote: 'remote_authority', module: './AuthorityListPage' },
    { remote: 'remote_vehicles', module: './VehicleUploadPage' },
  ]);
  // The office and related-company cards open the same page as the organisation list: one load.
  expect(likelyNextPages(['MST_ORGANIZATION', 'MST_SURVEY_TARGET_EDITOR'])).toEqual([
    { remote: 'remote_organizations', module: './OrganizationListPage' },
    { remote: 'remote_surveys', module: './SurveyListPage' },
  ]);
  expect(likelyNextPages(['DASHBOARD_VIEWER'])).toEqual([]);
});
