import { SEED_ACCOUNTS, type MockAccount } from '../data/accounts';

/** An account for the e-mail; null: known but may not sign in (e.g. deleted); undefined: not this source's. */
type AccountSource = (email: string) => MockAccount | null | undefined;
const sources: AccountSource[] = [];

/**
 * Lets a domain (users) decide who may sign in; consulted before the seed, the latest registered first.
 * Returns the function that removes it again.
 */
export function registerAccountSource(source: AccountSource): () => void {
  sources.unshift(source);
  return () => {
    const index = sources.indexOf(source);
    if (index >= 0) sources.splice(index, 1);
  };
}

export function findAccount(email: string): MockAccount | undefined {
  const key = email.trim().toLowerCase();
  for (const source of sources) {
    const found = source(key);
    if (found === null) return undefined;
    if (found) return found;
  }
  return SEED_ACCOUNTS.find((account) => account.email === key);
}
