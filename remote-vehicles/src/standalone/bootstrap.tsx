import { mountStandalone } from '@sdp/mocks/standalone';

// This remote alone against the mock API (SDP_MOCK=1 SDP_STANDALONE=1 build).
void mountStandalone({
  remote: 'remote_vehicles',
  pages: {
    'vehicle-vehicle-upload': () => import('../features/vehicles/pages/vehicle-upload-page'),
  },
});
