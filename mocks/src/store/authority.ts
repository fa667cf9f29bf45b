import { ROLES, type Role } from '@sdp/shared';
import type { AuthorityGroupCreate, AuthorityGroupDetail, AuthorityGroupUpdate } from '@sdp/shared/contracts';
import { SEED_ACCOUNTS, type MockAccount } from '../data/accounts';
import { AUTHORITY_GROUP_SEED, SEED_DATE } from '../data/authority';
import { registerStoreReset } from './registry';

export type StoredAuthorityGroup = Omit<AuthorityGroupDetail, 'user_count' | 'roles'> & { roles: Role[] };

let groups = new Map<string, StoredAuthorityGroup>();

const DAY_MS = 86_400_000;
const seedAuthor = SEED_ACCOUNTS[0]!;

registerStoreReset(() => {
  groups = new Map(
    AUTHORITY_GROUP_SEED.map((seed) => {
      const updated = new Date(SEED_DATE - seed.updated_days_ago * DAY_MS).toISOString();
      const created = new Date(SEED_DATE - (seed.updated_days_ago + 200) * DAY_MS).toISOString();
      const group: StoredAuthorityGroup = {
        authority_group_id: seed.authority_group_id,
        authority_group_name: seed.authority_group_name,
        data_viewing_class: seed.data_viewing_class,
        note: seed.note,
        roles: [...seed.roles],
        version: 1,
        ...audit(created, seedAuthor, 'created'),
        ...audit(updated, seedAuthor, 'updated'),
      };
      return [group.authority_group_id, group];
    }),
  );
});

function audit<K extends 'created' | 'updated'>(date: string, actor: MockAccount, kind: K) {
  return {
    [`${kind}_date`]: date,
    [`${kind}_user_id`]: actor.user_id,
    [`${kind}_user_surname`]: actor.surname,
    [`${kind}_user_given_name`]: actor.given_name,
  } as Record<`${K}_date` | `${K}_user_id` | `${K}_user_surname` | `${K}_user_given_name`, string>;
}

/** How many users carry a group. The users domain may replace the default (the seeded accounts). */
type UserCounter = (groupId: string) => number;
const countSeedAccounts: UserCounter = (groupId) =>
  SEED_ACCOUNTS.filter((account) => account.authority_group_id === groupId).length;
let userCounter: UserCounter = countSeedAccounts;
export const setAuthorityGroupUserCounter = (counter: UserCounter | null): void => {
  userCounter = counter ?? countSeedAccounts;
};
const userCountOf = (groupId: string): number => userCounter(groupId);

export const withUserCount = (group: StoredAuthorityGroup): AuthorityGroupDetail => ({
  ...group,
  user_count: userCountOf(group.authority_group_id),
});

/** Roles kept in the role table's order, once each. */
const inRoleOrder = (roles: readonly Role[]): Role[] => ROLES.filter((role) => roles.includes(role));

export const listAuthorityGroups = (): StoredAuthorityGroup[] => [...groups.values()];
export const findAuthorityGroup = (id: string): StoredAuthorityGroup | undefined => groups.get(id);
export const rolesOfGroup = (id: string): Role[] => [...(groups.get(id)?.roles ?? [])];

export type StoreResult =
  | { ok: true; group: StoredAuthorityGroup }
  | { ok: false; error: 'not-found' | 'conflict' | 'duplicate' | 'in-use' };

export function createAuthorityGroup(input: AuthorityGroupCreate, actor: MockAccount): StoreResult {
  if (groups.has(input.authority_group_id)) return { ok: false, error: 'duplicate' };
  const now = new Date().toISOString();
  const group: StoredAuthorityGroup = {
    authority_group_id: input.authority_group_id,
    authority_group_name: input.authority_group_name,
    data_viewing_class: input.data_viewing_class,
    note: input.note?.trim() ? input.note : null,
    roles: inRoleOrder(input.roles),
    version: 1,
    ...audit(now, actor, 'created'),
    ...audit(now, actor, 'updated'),
  };
  groups.set(group.authority_group_id, group);
  return { ok: true, group };
}

export function updateAuthorityGroup(input: AuthorityGroupUpdate, actor: MockAccount): StoreResult {
  const current = groups.get(input.authority_group_id);
  if (!current) return { ok: false, error: 'not-found' };
  if (current.version !== input.version) return { ok: false, error: 'conflict' };
  const group: StoredAuthorityGroup = {
    ...current,
    authority_group_name: input.authority_group_name,
    data_viewing_class: input.data_viewing_class,
    note: input.note?.trim() ? input.note : null,
    roles: inRoleOrder(input.roles),
    version: current.version + 1,
    ...audit(new Date().toISOString(), actor, 'updated'),
  };
  groups.set(group.authority_group_id, group);
  return { ok: true, group };
}

export function deleteAuthorityGroup(id: string, version: number): StoreResult {
  const current = groups.get(id);
  if (!current) return { ok: false, error: 'not-found' };
  if (current.version !== version) return { ok: false, error: 'conflict' };
  if (userCountOf(id) > 0) return { ok: false, error: 'in-use' };
  groups.delete(id);
  return { ok: true, group: current };
}
