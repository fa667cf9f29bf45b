import { duplicate, invalidValue } from '../../../errors';
import { OFFICE_IN_USE, recordInUse } from '../common/in-use';
import type { HandlersOf } from '../../../pipeline/handler';
import { versionedHandlers } from '../common/versioned-handlers';
import { findDepartment } from '../internal-units/internal-units-repository';
import type { Office } from '@sdp/shared/contracts';
import { OFFICE_LIST_FIELDS, offices } from './offices-repository';

/** Offices (事業所) of a survey year, under the headquarters and department that supervise them. */
const handlers = versionedHandlers({
  ...offices,
  answer: (info, rows) => ({ ...info, offices: rows }),
  keyField: () => 'office_code',
  audit: { entity: 'office', keyOf: (record) => `${record.survey_fy}/${record.office_code}` },
  usedBy: async (db, record) =>
    (await recordInUse(db, { table: 'offices', id: 'office_id', inUse: OFFICE_IN_USE }, record.id))
      ? 'office_code'
      : undefined,
  async checkWrite(db, input, exceptId) {
    const department = await findDepartment(db, input.survey_fy, input.admin_code);
    if (!department) throw invalidValue('admin_code');
    if (department.headquarter_code !== input.supervision_code) throw invalidValue('supervision_code');
    if (await offices.codeTaken(db, input.survey_fy, input.office_code, exceptId))
      throw duplicate('office_code');
  },
});

export const officeHandlers = {
  listOffices: ({ db }, { query }) =>
    offices.pageJson<{ total: number; page: number; per_page: number; offices: Office[] }>(db, query, {
      fields: OFFICE_LIST_FIELDS,
      key: 'offices',
    }),
  getOffice: handlers.get,
  createOffice: handlers.create,
  updateOffice: handlers.update,
  deleteOffice: handlers.remove,
} satisfies HandlersOf<'listOffices' | 'getOffice' | 'createOffice' | 'updateOffice' | 'deleteOffice'>;
