import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';
import type { SurveyTargetList } from './survey-targets';

export type TargetRow = SurveyTargetList['surveyTargets'][number];
export type TargetDetail =
  { kind: 'office'; record: Answer<'getOffice'> } | { kind: 'corp'; record: Answer<'getCorporation'> };

export interface TargetEdit {
  surveyTargetClass: 1 | 2 | 3;
  exclusionReason?: string;
  notes?: string;
}

/** The office or company behind a row, with the version the save must send. */
export async function loadTargetDetail(row: TargetRow): Promise<TargetDetail> {
  if (row.kind === 'office')
    return { kind: 'office', record: await call('getOffice', { params: { id: row.id } }) };
  return { kind: 'corp', record: await call('getCorporation', { params: { id: row.id } }) };
}

const surveyFields = (edit: TargetEdit) => ({
  surveyTargetClass: edit.surveyTargetClass,
  // 調査対象外 means no survey is needed, and then the reason is required.
  isSurveyRequired: edit.surveyTargetClass !== 3,
  exclusionReason: edit.exclusionReason,
  notes: edit.notes,
});

/**
 * The office / company edit endpoints take the whole record: the edit replaces the three survey fields only. The
 * record goes back as the server answered it, hence the casts: its null fields are left out on the wire, and its
 * codes are the server's own, which the answer's schema types wider than the edit's (a number, not 1 | 2 | 3).
 */
function saveTarget(detail: TargetDetail, edit: TargetEdit): Promise<unknown> {
  if (detail.kind === 'office') {
    const o = detail.record;
    return call('updateOffice', {
      body: {
        id: o.id,
        version: o.version,
        surveyFy: o.surveyFy,
        officeClass: o.officeClass,
        supervisionCode: o.supervisionCode,
        supervisionNameEng: o.supervisionNameEng,
        adminCode: o.adminCode,
        adminNameEng: o.adminNameEng,
        officeCode: o.officeCode,
        officeName: o.officeName,
        officeNameEng: o.officeNameEng,
        countryCode: o.countryCode,
        locationType: o.locationType,
        ...surveyFields(edit),
      } as CallInput<'updateOffice'>['body'],
    });
  }
  const c = detail.record;
  return call('updateCorporation', {
    body: {
      id: c.id,
      version: c.version,
      surveyFy: c.surveyFy,
      companyCode: c.companyCode,
      companyName: c.companyName,
      companyNameEng: c.companyNameEng,
      companyAbbreviation: c.companyAbbreviation,
      companyFormalName: c.companyFormalName,
      companyFormalNameEng: c.companyFormalNameEng,
      companyFormalNameKana: c.companyFormalNameKana,
      businessContent: c.businessContent,
      regionCode: c.regionCode,
      countryCode: c.countryCode,
      internalExternalClassCode: c.internalExternalClassCode,
      consolidationClassCode: c.consolidationClassCode,
      departmentCode: c.departmentCode,
      locationType: c.locationType,
      ...surveyFields(edit),
    } as CallInput<'updateCorporation'>['body'],
  });
}

export function useSaveSurveyTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ detail, edit }: { detail: TargetDetail; edit: TargetEdit }) => saveTarget(detail, edit),
    onSuccess: () => client.invalidateQueries({ queryKey: ['survey-targets'] }),
  });
}
