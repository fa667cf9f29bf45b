import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isEqualWith } from 'es-toolkit';
import { useBlocker, useNavigate, type BlockerFunction } from '@sdp/shared/router';
import { getSession } from '@sdp/shared';
import { App } from '@sdp/shared/ui/app';
import { Form, type FormInstance } from '@sdp/shared/ui/form';

export const LEAVE_DIALOG = {
  title: '入力内容を破棄しますか？',
  content: '変更した内容は保存されていません。このページを離れると破棄されます。',
  okText: '破棄して移動',
  cancelText: '入力を続ける',
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** An emptied field equals one never filled: `''`, `null`, `undefined` and `[]` are alike. */
const sameFormValues = (a: unknown, b: unknown): boolean =>
  isEqualWith(a, b, (left, right) => (isBlank(left) && isBlank(right) ? true : undefined));

export interface LeaveGuard {
  /** True while the user has changed a value from what the form showed before they touched it. */
  dirty: boolean;
  /** Lets the next navigation through unasked: call it right before leaving after a successful save. */
  release: () => void;
  /** Render it beside the form, only while the form is on the page: it watches the form's values. */
  holder: ReactNode;
}

/** Keeps the baseline (the values before the user first touched the form) and reports changes from it. */
function DirtyWatch({
  form,
  baseline,
  onDirty,
}: {
  form: FormInstance;
  baseline: { current: unknown; mounted: boolean };
  onDirty: (dirty: boolean) => void;
}) {
  useEffect(() => {
    baseline.mounted = true;
    return () => {
      baseline.mounted = false;
    };
  }, [baseline]);
  const dirty = Form.useWatch(
    (values: unknown) => {
      if (!form.isFieldsTouched()) {
        baseline.current = values;
        return false;
      }
      return !sameFormValues(values, baseline.current);
    },
    { form, preserve: true },
  );
  useEffect(() => {
    onDirty(Boolean(dirty));
  }, [dirty, onDirty]);
  // A form taken off the page (reloading after a conflict) holds nothing to lose.
  useEffect(() => () => onDirty(false), [onDirty]);
  return null;
}

/**
 * Asks before the user leaves a form they changed: in-app moves (links, header tabs, the logo, Back) are held by
 * the router and confirmed with our dialog; a reload or closing the tab gets the browser's own prompt.
 *
 * "Changed" compares the current values with those the form held when the user first touched it, so data loaded
 * into the form before that (edit pages) is the baseline, and typing a value back to what it was is no change.
 */
export function useLeaveGuard(form: FormInstance | undefined): LeaveGuard {
  const [dirty, setDirty] = useState(false);
  const released = useRef(false);
  const [baseline] = useState(() => ({ current: undefined as unknown, mounted: false }));
  // Read from the form itself at the moment of leaving: a click right after typing comes before React re-renders.
  const changedNow = useCallback(
    () =>
      form !== undefined &&
      baseline.mounted &&
      form.isFieldsTouched() &&
      !sameFormValues(form.getFieldsValue(true), baseline.current),
    [form, baseline],
  );
  const { modal } = App.useApp();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !released.current &&
      changedNow() &&
      // Signed out (here or in another tab, or the session expired): the login page must come.
      getSession().token !== null &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [changedNow],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      ...LEAVE_DIALOG,
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal]);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current || !changedNow()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changedNow]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return {
    dirty,
    release,
    holder: form ? <DirtyWatch form={form} baseline={baseline} onDirty={setDirty} /> : null,
  };
}

/**
 * A registration or edit form's way out: `back` goes to the list (asking first when the form was changed), `done`
 * leaves after a successful save without asking. Render `holder` beside the form.
 */
export function useLeaveForm(form: FormInstance | undefined, listPath: string) {
  const navigate = useNavigate();
  const guard = useLeaveGuard(form);
  return {
    dirty: guard.dirty,
    holder: guard.holder,
    back: () => navigate(listPath),
    done: (to: string = listPath) => {
      guard.release();
      navigate(to);
    },
  };
}
