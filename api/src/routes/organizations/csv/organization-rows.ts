import { organizationRows as combine, type YearAndPrevious } from '@sdp/shared/domain';
import type { OrganizationRow } from '@sdp/shared/contracts';
import type { Db } from '../../../db/database';
import { corporations } from '../corporations/corporations-repository';
import { offices } from '../offices/offices-repository';

const NONE = { current: [], previous: [] };

const yearAndPrevious = async <T>(
  ofYear: (db: Db, surveyFy: number) => Promise<T[]>,
  db: Db,
  year: number,
): Promise<YearAndPrevious<T>> => ({ current: await ofYear(db, year), previous: await ofYear(db, year - 1) });

/** Combined office / company rows of a year with the previous year's class and location (spec §3). */
export const organizationRows = async (
  db: Db,
  year: number,
  kind: 'office' | 'corp' | 'all',
): Promise<OrganizationRow[]> =>
  combine(
    kind === 'corp' ? NONE : await yearAndPrevious(offices.ofYear, db, year),
    kind === 'office' ? NONE : await yearAndPrevious(corporations.ofYear, db, year),
  );
