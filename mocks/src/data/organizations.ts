import { INTERNAL_GROUPS } from './lookup';

/* The organisation samples are the core fixture set's (@sdp/shared/fixtures): the server's demo seed has the same. */

export const groupOf = (groupCode: string) => INTERNAL_GROUPS.find((group) => group.group_code === groupCode);

export const ORGANIZATION_SEED_DATE = '2025-04-01T09:00:00.000Z';
