import { auditReadableBy, auditScopeOf, mayCallOperation } from './api-access';

describe('the verifier role in the access checks', () => {
  it('grants its operations and nothing a signed-in user or an MST_ role would otherwise get', () => {
    const verifier = ['MST_ASSURANCE_VIEWER'];
    expect(mayCallOperation('exportSurveyResults', verifier)).toBe(true);
    expect(mayCallOperation('listSurveyYearStates', verifier)).toBe(true);
    // SIGNED_IN, and the lookups every MST_ role may call: not for the verifier.
    expect(mayCallOperation('downloadExport', verifier)).toBe(false);
    expect(mayCallOperation('listSurveyYears', verifier)).toBe(false);
    expect(mayCallOperation('listSurveyYears', [])).toBe(false);
    expect(mayCallOperation('getOwnRoles', [])).toBe(true);
  });

  it('adds its grants to a group that holds other roles, and the others keep their own', () => {
    const mixed = ['MST_ASSURANCE_VIEWER', 'DASHBOARD_VIEWER'];
    expect(mayCallOperation('exportVehicles', mixed)).toBe(true);
    expect(mayCallOperation('getSurveyCoverage', mixed)).toBe(true);
    expect(mayCallOperation('downloadExport', mixed)).toBe(true);
    expect(mayCallOperation('uploadVehicles', mixed)).toBe(false);
  });

  it('reads the events of data: all with 変更履歴閲覧, data for the verifier, none for others', () => {
    expect(auditScopeOf(['MST_AUDIT_LOG', 'MST_ASSURANCE_VIEWER'])).toBe('all');
    expect(auditScopeOf(['MST_ASSURANCE_VIEWER'])).toBe('data');
    expect(auditScopeOf(['MST_ORGANIZATION'])).toBe('none');
    expect(auditReadableBy(['MST_ASSURANCE_VIEWER'], {})).toBe(true);
    expect(auditReadableBy(['MST_ASSURANCE_VIEWER'], { entity: 'vehicle' })).toBe(true);
    expect(auditReadableBy(['MST_ASSURANCE_VIEWER'], { entity: 'user', entityKey: 'U0000001' })).toBe(false);
    expect(auditReadableBy(['MST_ASSURANCE_VIEWER'], { entity: 'authority_group' })).toBe(false);
  });
});
