import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';

export type VehicleList = Answer<'listVehicles'>;
export const VEHICLES_KEY = ['vehicles'] as const;

export const vehiclesQueryOptions = (surveyFy: number, page: number) =>
  queryOptions({
    queryKey: [...VEHICLES_KEY, surveyFy, page],
    queryFn: ({ signal }) => call('listVehicles', { query: { surveyFy, page, perPage: 20 }, signal }),
  });

export const useVehicles = (surveyFy: number, page: number) => useQuery(vehiclesQueryOptions(surveyFy, page));
