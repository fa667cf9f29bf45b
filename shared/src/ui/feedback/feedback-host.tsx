import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import type { AntAppApi } from './ant-app-api';

function Capture({ onReady }: { onReady: (api: AntAppApi) => void }) {
  const api = AntApp.useApp();
  useEffect(() => onReady(api), [api, onReady]);
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
