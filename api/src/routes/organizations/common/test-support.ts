import { ACCOUNTS, type TestApp } from '../../../test/test-app';

/** The first department of 2025 in the seed, with its headquarters. */
export async function firstDepartment(t: TestApp) {
  const response = await t.call('GET', '/organizations/internal/departments', {
    as: ACCOUNTS.org,
    query: { survey_fy: 2025 },
  });
  return (response.json() as { departments: { department_code: string; headquarter_code: string }[] })
    .departments[0]!;
}
