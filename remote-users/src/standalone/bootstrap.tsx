import { mountStandalone } from '@sdp/mocks/standalone';

// This remote alone against the mock API (SDP_MOCK=1 SDP_STANDALONE=1 build).
void mountStandalone({
  remote: 'remote_users',
  pages: {
    'maintenance-user-list': () => import('../features/users/pages/user-list-page'),
    'maintenance-user-registration': () => import('../features/users/pages/user-registration-page'),
    'maintenance-user-edit-id': () => import('../features/users/pages/user-edit-page'),
    'maintenance-user-detail-id': () => import('../features/users/pages/user-detail-page'),
    'maintenance-user-apply-detail-id': () => import('../features/users/pages/user-apply-detail-page'),
    'maintenance-user-pending-detail-id': () => import('../features/users/pages/user-pending-detail-page'),
    'maintenance-user-reapply-id': () => import('../features/users/pages/user-reapply-page'),
  },
});
