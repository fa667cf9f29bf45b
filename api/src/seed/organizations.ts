import type { Seeder } from './seeder';

/** Organisations domain (issue 5): offices, companies, suppliers; `volume` for the benchmark scale. */
export const seedOrganizations: Seeder = async () => {};
