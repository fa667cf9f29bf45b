import { mountStandalone } from '@sdp/mocks/standalone';

// This remote alone against the mock API (SDP_MOCK=1 SDP_STANDALONE=1 build).
void mountStandalone({
  remote: 'remote_surveys',
  pages: {
    'maintenance-sustainability-survey-list': () => import('../features/surveys/pages/survey-list-page'),
    'maintenance-sustainability-survey-upload': () => import('../features/surveys/pages/survey-upload-page'),
  },
});
