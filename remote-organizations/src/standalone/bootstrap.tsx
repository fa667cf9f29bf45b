import { mountStandalone } from '@sdp/mocks/standalone';

// This remote alone against the mock API (SDP_MOCK=1 SDP_STANDALONE=1 build).
void mountStandalone({
  remote: 'remote_organizations',
  pages: {
    'maintenance-organization-list': () =>
      import('../features/organization-list/pages/organization-list-page'),
    'maintenance-organization-registration': () =>
      import('../features/internal-units/pages/organization-registration-page'),
    'maintenance-organization-edit-id': () =>
      import('../features/internal-units/pages/organization-edit-page'),
    'maintenance-organization-office-registration': () =>
      import('../features/offices/pages/office-registration-page'),
    'maintenance-organization-office-edit-id': () => import('../features/offices/pages/office-edit-page'),
    'maintenance-organization-consolidated-registration': () =>
      import('../features/corporations/pages/consolidated-registration-page'),
    'maintenance-organization-consolidated-edit-id': () =>
      import('../features/corporations/pages/consolidated-edit-page'),
    'maintenance-client-list': () => import('../features/clients/pages/client-list-page'),
  },
});
