import { queryOptions, useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { LicensingResponse } from '@sdp/shared/contracts';
import { licensingKey } from './keys';

export type Licensing = Camel<LicensingResponse>;

export const getLicensing = () => api.get<LicensingResponse>('/users/licensing');
export const licensingQueryOptions = () => queryOptions({ queryKey: licensingKey, queryFn: getLicensing });
export const useLicensing = () => useQuery(licensingQueryOptions());
