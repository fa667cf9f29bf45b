/** The survey years of the mock seed (seed data may name years; the code takes them from GET /survey_years). */
export const SEED_YEARS = [2021, 2022, 2023, 2024, 2025] as const;
/** The seed's newest year: its targets carry their own classes, the years before start as class 1. */
export const LATEST_SEED_YEAR = 2025;
