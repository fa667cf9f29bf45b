import { buildPath } from '@sdp/shared';

export type OrganizationTab = 'office' | 'consolidated' | undefined;

/** The organisation list on a tab and survey year, where registration and edit pages return to. */
export const organizationListPath = (tab: OrganizationTab, surveyFy?: number) =>
  buildPath('maintenance-organization-list', {}, { tab, survey_fy: surveyFy });
