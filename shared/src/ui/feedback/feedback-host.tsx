import { use, useEffect, useMemo, useRef } from 'react';
import { App as AntApp } from 'antd';
import { LocationContext } from '@sdp/shared/router';
import type { AntAppApi } from './ant-app-api';

type Dialog = ReturnType<AntAppApi['modal']['confirm']>;

function Capture({ onReady }: { onReady: (api: AntAppApi) => void }) {
  const api = AntApp.useApp();
  const open = useRef(new Set<Dialog>());
  // A dialog belongs to the page that asked (a delete, a year's move): leaving the page (Back, a link, a kept page
  // hidden) closes it, so it can never act on a record the user no longer sees. Messages stay, by design. Here, in
  // the part loaded on first use, so no page's first paint carries it.
  const at = use(LocationContext)?.location;
  useEffect(() => {
    const dialogs = open.current;
    return () => {
      for (const dialog of [...dialogs]) dialog.destroy();
      dialogs.clear();
    };
  }, [at?.pathname, at?.search]);
  const tracked = useMemo<AntAppApi>(() => {
    const confirm: AntAppApi['modal']['confirm'] = (config) => {
      const dialog = api.modal.confirm({
        ...config,
        afterClose: () => {
          open.current.delete(dialog);
          config.afterClose?.();
        },
      });
      open.current.add(dialog);
      return dialog;
    };
    return { ...api, modal: { ...api.modal, confirm } };
  }, [api]);
  useEffect(() => onReady(tracked), [tracked, onReady]);
  return null;
}

/** antd's App context, rendered beside the page once something asks for a message or a dialog. */
export default function FeedbackHost({ onReady }: { onReady: (api: AntAppApi) => void }) {
  return (
    <AntApp component={false}>
      <Capture onReady={onReady} />
    </AntApp>
  );
}
