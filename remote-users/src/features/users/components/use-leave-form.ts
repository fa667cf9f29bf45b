import { useNavigate } from '@sdp/shared/router';
import { buildPath } from '@sdp/shared';
import { App } from '@sdp/shared/ui/app';
import { type FormInstance } from '@sdp/shared/ui/form';
import type { UserListTab } from './list-query';

/** Back to the user list (on a tab); asks first when the user has typed something. */
export function useLeaveForm(form?: FormInstance, tab: UserListTab = 'users') {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const toList = (to: UserListTab = tab) =>
    navigate(buildPath('maintenance-user-list', {}, { tab: to === 'users' ? undefined : to }));
  const leave = () => {
    if (!form?.isFieldsTouched()) {
      toList();
      return;
    }
    modal.confirm({
      title: '入力内容を破棄しますか？',
      content: '入力中の内容は保存されません。一覧に戻りますか？',
      okText: '一覧に戻る',
      cancelText: '入力を続ける',
      onOk: () => toList(),
    });
  };
  return { leave, toList };
}
