import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const app = setupTestApp();

/** Puts a demo account in the 所属組織データのみ group BUSINESS_COMPANY with the given organisation. */
const scopeAccount = (
  email: string,
  organisation: { headquarter_code: string | null; org_group_code: string | null },
) =>
  app()
    .db.updateTable('users')
    .set({ authority_group_id: 'BUSINESS_COMPANY', ...organisation })
    .where('email', '=', email)
    .execute();

const scopeOf = async (email: string) =>
  (await app().call('GET', '/authority/all', { as: email })).json().data_scope;

it('tells an unscoped (全社データ) caller that it sees everything', async () => {
  expect(await scopeOf(ACCOUNTS.admin)).toEqual({ kind: 'all', code: null, name: null });
});

it("names a 所属組織データのみ caller's 統括本部", async () => {
  await scopeAccount(ACCOUNTS.approver, { headquarter_code: '0201', org_group_code: '002' });
  expect(await scopeOf(ACCOUNTS.approver)).toEqual({ kind: 'headquarter', code: '0201', name: '電力本部' });
});

it('names the グループ of a scoped caller with no 統括本部', async () => {
  await scopeAccount(ACCOUNTS.editor, { headquarter_code: null, org_group_code: '003' });
  expect(await scopeOf(ACCOUNTS.editor)).toEqual({ kind: 'group', code: '003', name: '生活産業グループ' });
});

it('says none for a scoped caller with no organisation', async () => {
  await scopeAccount(ACCOUNTS.norole, { headquarter_code: null, org_group_code: null });
  expect(await scopeOf(ACCOUNTS.norole)).toEqual({ kind: 'none', code: null, name: null });
});
