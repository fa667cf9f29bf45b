import { useNavigate } from '@sdp/shared/router';
import { buildPath } from '@sdp/shared';
import type { UserListTab } from './list-query';

/** The user list on a tab, where the user pages return to. */
export const userListPath = (tab: UserListTab = 'users'): string =>
  buildPath('maintenance-user-list', {}, { tab: tab === 'users' ? undefined : tab });

/** Back to the user list (on a tab) from a page without a form. */
export function useToUserList(tab: UserListTab = 'users') {
  const navigate = useNavigate();
  return (to: UserListTab = tab) => navigate(userListPath(to));
}
