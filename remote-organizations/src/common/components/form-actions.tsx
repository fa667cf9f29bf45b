import { ActionBar, Button } from '@sdp/shared/ui';

/** Save and back buttons under every registration and edit form. */
export function FormActions({
  saving,
  submitLabel,
  onBack,
}: {
  saving: boolean;
  submitLabel: string;
  onBack: () => void;
}) {
  return (
    <ActionBar style={{ marginTop: 8 }}>
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
      <Button onClick={onBack} disabled={saving}>
        一覧へ戻る
      </Button>
    </ActionBar>
  );
}
