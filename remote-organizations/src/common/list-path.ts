import { buildPath } from '@sdp/shared';

/** The organisation list on a tab and survey year, where registration and edit pages return to. */
export const organizationListPath = (tab: 'office' | 'consolidated' | undefined, surveyFy?: number) =>
  buildPath('maintenance-organization-list', {}, { tab, survey_fy: surveyFy });
