import { App } from './feedback/feedback-app';

export interface ConfirmDeleteOptions {
  /** What is deleted, as the user knows it (a name, a code). */
  target: string;
  /** Runs when the user confirms; the dialog shows a spinner until it settles. */
  onConfirm: () => Promise<unknown>;
  title?: string;
}

/**
 * Asks before a destructive action with the same wording everywhere.
 * `onConfirm` should handle its own errors: the dialog closes once it settles either way.
 */
export function useConfirmDelete(): (options: ConfirmDeleteOptions) => void {
  const { modal } = App.useApp();
  return ({ target, onConfirm, title = '削除の確認' }) => {
    modal.confirm({
      title,
      content: `「${target}」を削除します。よろしいですか？`,
      okText: '削除',
      okButtonProps: { danger: true },
      cancelText: 'キャンセル',
      onOk: async () => {
        await onConfirm().catch(() => undefined);
      },
    });
  };
}
