import { useEffect, useState } from 'react';
import { errorMessageOf } from '@sdp/shared';
import { App } from '@sdp/shared/ui/app';
import { applyServerErrors, Form } from '@sdp/shared/ui/form';
import { useLeaveGuard } from '@sdp/shared/ui/leave-guard';
import {
  loadTargetDetail,
  useSaveSurveyTarget,
  type TargetDetail,
  type TargetEdit,
  type TargetRow,
} from '../api/update-survey-target';

export const rowKeyOf = (row: TargetRow) => `${row.kind}-${row.id}`;

const valuesOf = ({ record }: TargetDetail): Partial<TargetEdit> => ({
  surveyTargetClass: (record.surveyTargetClass ?? undefined) as TargetEdit['surveyTargetClass'] | undefined,
  exclusionReason: record.exclusionReason ?? undefined,
  notes: record.notes ?? undefined,
});

/**
 * Inline editing of one row at a time. Editing starts from the record's detail (its current values and
 * `version`), so a save over someone else's change answers 409 and offers to load the latest.
 */
export function useTargetEditor() {
  const { message } = App.useApp();
  const [form] = Form.useForm<TargetEdit>();
  const [editing, setEditing] = useState<{ row: TargetRow; detail: TargetDetail } | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const save = useSaveSurveyTarget();
  // A row open and changed holds the page: leaving it (a link, a tab, Back, another search) asks first.
  const leave = useLeaveGuard(editing ? form : undefined);

  useEffect(() => {
    if (editing) form.setFieldsValue(valuesOf(editing.detail));
  }, [editing, form]);

  const open = async (row: TargetRow) => {
    setOpening(rowKeyOf(row));
    setError(null);
    try {
      const detail = await loadTargetDetail(row);
      form.resetFields();
      setEditing({ row, detail });
    } catch (failure) {
      message.error(errorMessageOf(failure));
    } finally {
      setOpening(null);
    }
  };

  const submit = async () => {
    if (!editing) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setError(null);
    try {
      await save.mutateAsync({ detail: editing.detail, edit: values });
      message.success('編集が完了しました');
      setEditing(null);
    } catch (failure) {
      if (!applyServerErrors(form, failure)) setError(failure);
    }
  };

  return {
    form,
    editingKey: editing ? rowKeyOf(editing.row) : null,
    opening,
    saving: save.isPending,
    error,
    /** Render beside the row's form: while a row is open it watches the row's values (null otherwise). */
    leaveHolder: leave.holder,
    open,
    submit,
    cancel: () => {
      setEditing(null);
      setError(null);
    },
    reload: () => (editing ? open(editing.row) : undefined),
  };
}
export type TargetEditor = ReturnType<typeof useTargetEditor>;
