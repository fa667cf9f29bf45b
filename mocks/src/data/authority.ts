export { CORE_AUTHORITY_GROUPS as AUTHORITY_GROUP_SEED } from '@sdp/shared/fixtures';

/** Fixed so that seeded dates do not drift between runs. */
export const SEED_DATE = Date.UTC(2025, 3, 1, 0, 0, 0);
