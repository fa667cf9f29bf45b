import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';
import { licensingKey } from './keys';

export type Licensing = Answer<'getLicensing'>;

export const getLicensing = () => call('getLicensing', {});
export const licensingQueryOptions = () => queryOptions({ queryKey: licensingKey, queryFn: getLicensing });
export const useLicensing = () => useQuery(licensingQueryOptions());
