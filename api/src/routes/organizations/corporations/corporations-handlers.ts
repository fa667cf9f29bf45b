import { duplicate, invalidValue } from '../../../errors';
import { CORPORATION_IN_USE, recordInUse } from '../common/in-use';
import type { HandlersOf } from '../../../pipeline/handler';
import { versionedHandlers } from '../common/versioned-handlers';
import { findDepartment } from '../internal-units/internal-units-repository';
import { corporations } from './corporations-repository';

/** Related companies (関係会社) of a survey year, under the department in charge of them. */
const handlers = versionedHandlers({
  ...corporations,
  answer: (info, rows) => ({ ...info, corporations: rows }),
  keyField: () => 'company_code',
  audit: { entity: 'corporation', keyOf: (record) => `${record.survey_fy}/${record.company_code}` },
  usedBy: async (db, record) =>
    (await recordInUse(
      db,
      { table: 'corporations', id: 'corporation_id', inUse: CORPORATION_IN_USE },
      record.id,
    ))
      ? 'company_code'
      : undefined,
  async checkWrite(db, input, exceptId) {
    if (!(await findDepartment(db, input.survey_fy, input.department_code)))
      throw invalidValue('department_code');
    if (await corporations.codeTaken(db, input.survey_fy, input.company_code, exceptId))
      throw duplicate('company_code');
  },
});

export const corporationHandlers = {
  listCorporations: handlers.list,
  getCorporation: handlers.get,
  createCorporation: handlers.create,
  updateCorporation: handlers.update,
  deleteCorporation: handlers.remove,
} satisfies HandlersOf<
  'listCorporations' | 'getCorporation' | 'createCorporation' | 'updateCorporation' | 'deleteCorporation'
>;
