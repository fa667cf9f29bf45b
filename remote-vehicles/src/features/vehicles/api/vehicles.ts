import { useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { VehicleListResponse } from '@sdp/shared/contracts';

export type VehicleList = Camel<VehicleListResponse>;
export const VEHICLES_KEY = ['vehicles'] as const;

export const useVehicles = (surveyFy: number, page: number) =>
  useQuery({
    queryKey: [...VEHICLES_KEY, surveyFy, page],
    queryFn: ({ signal }) =>
      api.get<VehicleList>('/cars', { query: { survey_fy: surveyFy, page, per_page: 20 }, signal }),
  });
