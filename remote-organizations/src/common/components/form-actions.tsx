import { useYearWritable } from '@sdp/shared';
import { ActionBar, Button } from '@sdp/shared/ui';
import { YearLock } from '@sdp/shared/ui/closed-year';
import { Form } from '@sdp/shared/ui/form';

/**
 * Save and back buttons under every registration and edit form. Saving into a closed year is locked with the reason
 * on hover (the form's 調査年度 decides); 一覧へ戻る always works.
 */
export function FormActions({
  saving,
  submitLabel,
  onBack,
}: {
  saving: boolean;
  submitLabel: string;
  onBack: () => void;
}) {
  const surveyFy = Form.useWatch<number | undefined>('surveyFy', Form.useFormInstance());
  const { reason } = useYearWritable(surveyFy);
  return (
    <ActionBar style={{ marginTop: 8 }}>
      <YearLock reason={reason}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </YearLock>
      <Button onClick={onBack} disabled={saving}>
        一覧へ戻る
      </Button>
    </ActionBar>
  );
}
