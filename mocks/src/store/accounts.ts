import { SEED_ACCOUNTS, type MockAccount } from '../data/accounts';

type AccountSource = (email: string) => MockAccount | undefined;
const sources: AccountSource[] = [];

/** Lets a domain (users) make its own active users able to sign in; consulted before the seed. */
export function registerAccountSource(source: AccountSource): void {
  sources.push(source);
}

export function findAccount(email: string): MockAccount | undefined {
  const key = email.trim().toLowerCase();
  for (const source of sources) {
    const found = source(key);
    if (found) return found;
  }
  return SEED_ACCOUNTS.find((account) => account.email === key);
}
