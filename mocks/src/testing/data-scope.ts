import { loadAuthority } from '@sdp/shared';
import { callAs } from '../node';

/**
 * Sets an authority group to 所属組織データのみ as the administrator would on 権限編集 (every core account belongs to
 * 経営企画本部 of the コーポレートグループ unless the seed says otherwise).
 */
export async function scopeAuthorityGroup(groupId: string): Promise<void> {
  const detail = (await (
    await callAs('admin@example.com', 'GET', `/authority/groups/${groupId}`)
  ).json()) as {
    authority_group_name: string;
    note: string | null;
    roles: string[];
    version: number;
  };
  await callAs('admin@example.com', 'PUT', '/authority/groups', {
    authority_group_id: groupId,
    version: detail.version,
    authority_group_name: detail.authority_group_name,
    data_viewing_class: 2,
    note: detail.note ?? undefined,
    roles: detail.roles,
  });
}

/** Loads the signed-in account's roles and data scope as the shell does at start, so pages show the scope. */
export const loadScope = async (): Promise<void> => {
  await loadAuthority();
};
