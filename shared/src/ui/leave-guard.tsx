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
export const sameFormValues = (a: unknown, b: unknown): boolean =>
  isEqualWith(a, b, (left, right) => (isBlank(left) && isBlank(right) ? true : undefined));

export interface LeaveGuard {
  /** True while the user has changed a value from what the form showed before they touched it. */
  dirty: boolean;
  /** Lets the next navigation through unasked: call it right before leaving after a successful save. */
  release: () => void;
  /** Render it beside the form, only while the form is on the page: it watches the form's values. */
  holder: ReactNode;
}

/** Reports whether the form's values differ from those it held before the user first touched it. */
function DirtyWatch({ form, onDirty }: { form: FormInstance; onDirty: (dirty: boolean) => void }) {
  const baseline = useRef<unknown>(undefined);
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
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const { modal } = App.useApp();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !released.current &&
      // Signed out (here or in another tab, or the session expired): the login page must come.
      getSession().token !== null &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
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
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { dirty, release, holder: form ? <DirtyWatch form={form} onDirty={setDirty} /> : null };
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
