import { duplicate, invalidValue } from '../../../errors';
import type { HandlersOf } from '../../../pipeline/handler';
import { versionedHandlers } from '../common/versioned-handlers';
import { departmentInUse, headquarterBelongs, internalUnits, unitExists } from './internal-units-repository';

/** A unit is a department, or a section when it has a section code: its key is that code. */
const keyField = (unit: { section_code?: string | undefined }) =>
  unit.section_code ? 'section_code' : 'department_code';

/** Internal units (group → headquarters → department → section) of a survey year. */
const handlers = versionedHandlers({
  ...internalUnits,
  answer: (info, rows) => ({ ...info, organizations: rows }),
  keyField,
  audit: {
    entity: 'internal_unit',
    keyOf: (unit) => [unit.survey_fy, unit.department_code, unit.section_code].filter(Boolean).join('/'),
  },
  async checkWrite(db, input, exceptId) {
    if (!(await headquarterBelongs(db, input.survey_fy, input.group_code, input.headquarter_code)))
      throw invalidValue('headquarter_code');
    if (await unitExists(db, input, exceptId)) throw duplicate(keyField(input));
  },
  usedBy: async (db, unit) => ((await departmentInUse(db, unit)) ? 'department_code' : undefined),
});

export const internalUnitHandlers = {
  listInternalUnits: handlers.list,
  getInternalUnit: handlers.get,
  createInternalUnit: handlers.create,
  updateInternalUnit: handlers.update,
  deleteInternalUnit: handlers.remove,
} satisfies HandlersOf<
  'listInternalUnits' | 'getInternalUnit' | 'createInternalUnit' | 'updateInternalUnit' | 'deleteInternalUnit'
>;
