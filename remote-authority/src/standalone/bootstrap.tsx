import { mountStandalone } from '@sdp/mocks/standalone';

// This remote alone against the mock API (SDP_MOCK=1 SDP_STANDALONE=1 build).
void mountStandalone({
  remote: 'remote_authority',
  pages: {
    'maintenance-authority-list': () => import('../features/authority-groups/pages/authority-list-page'),
    'maintenance-authority-registration': () =>
      import('../features/authority-groups/pages/authority-registration-page'),
    'maintenance-authority-edit-id': () => import('../features/authority-groups/pages/authority-edit-page'),
  },
});
