import type { Seeder } from './seeder';

/** Users domain (issue 4): applications and history samples; `volume` for the benchmark scale. */
export const seedUsers: Seeder = async () => {};
