import { CORE_ACCOUNTS, type CoreAccount } from '@sdp/shared/fixtures';

/** Seeded sign-in accounts (DESIGN.md §6): the core fixtures, as the mock session and its account picker use them. */
export type MockAccount = Pick<
  CoreAccount,
  'email' | 'user_id' | 'surname' | 'given_name' | 'authority_group_id'
>;

export const SEED_ACCOUNTS: readonly MockAccount[] = CORE_ACCOUNTS;

export const accountName = (account: MockAccount): string => `${account.surname} ${account.given_name}`;
