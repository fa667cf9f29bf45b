import { CORE_SEED_YEARS } from '@sdp/shared/fixtures';

/** The survey years of the mock seed: the core fixture set's (the code takes them from GET /survey_years). */
export const SEED_YEARS = CORE_SEED_YEARS;
