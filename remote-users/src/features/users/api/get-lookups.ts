import { useQuery } from '@sdp/shared/query';
import { api, defaultSurveyYear, useSurveyYears, type Camel } from '@sdp/shared';
import type { z } from 'zod';
import type {
  authorityGroupListResponseSchema,
  groupsResponseSchema,
  headquartersResponseSchema,
} from '@sdp/shared/contracts';
/** Organisation choices come from the year lists open on (the latest 受付中 survey year). */
const useLookupYear = () => defaultSurveyYear(useSurveyYears().data ?? []);

type Groups = z.infer<typeof groupsResponseSchema>;
type Headquarters = z.infer<typeof headquartersResponseSchema>;
/** The few office fields the form needs (the organisations domain owns the full shape). */
interface OfficeItem {
  office_code: string;
  office_name: string;
  office_name_eng: string | null;
  office_class: number;
}
type Offices = { offices: OfficeItem[] };
export type OfficeOption = Camel<OfficeItem>;

export const useGroups = () => {
  const surveyFy = useLookupYear();
  return useQuery({
    queryKey: ['organizations', 'groups', surveyFy],
    queryFn: () => api.get<Groups>('/organizations/internal/groups', { query: { surveyFy } }),
    enabled: surveyFy !== undefined,
    staleTime: 300_000,
  });
};

export const useHeadquarters = (groupCode: string | undefined) => {
  const surveyFy = useLookupYear();
  return useQuery({
    queryKey: ['organizations', 'headquarters', surveyFy, groupCode],
    queryFn: () =>
      api.get<Headquarters>('/organizations/internal/groups/headquarters', {
        query: { surveyFy, groupCode },
      }),
    enabled: Boolean(groupCode) && surveyFy !== undefined,
    staleTime: 300_000,
  });
};

/**
 * The offices of the chosen group, narrowed to the chosen headquarters when there is one. Offices belong to the
 * organisations domain; when they cannot be read, the form works without them.
 */
export const useOffices = (groupCode: string | undefined, headquarterCode: string | undefined) => {
  const surveyFy = useLookupYear();
  return useQuery({
    queryKey: ['organizations', 'offices', surveyFy, groupCode, headquarterCode],
    queryFn: () =>
      api.get<Offices>('/organizations/office', {
        query: { surveyFy, groupCode, supervisionCode: headquarterCode, perPage: 100 },
      }),
    enabled: Boolean(groupCode) && surveyFy !== undefined,
    staleTime: 300_000,
    retry: false,
  });
};

type AuthorityGroups = z.infer<typeof authorityGroupListResponseSchema>;

export const useAuthorityGroupOptions = (enabled = true) =>
  useQuery({
    queryKey: ['authority', 'groups', 'options'],
    queryFn: () => api.get<AuthorityGroups>('/authority/groups', { query: { perPage: 100 } }),
    select: (data) =>
      data.authorityGroups.map((group) => ({
        value: group.authorityGroupId,
        label: `${group.authorityGroupName}（${group.authorityGroupId}）`,
      })),
    enabled,
    staleTime: 60_000,
  });
