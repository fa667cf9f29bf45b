import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import type { ReactNode } from 'react';
import { queryClient } from '@sdp/shared';
import { appTheme } from './theme';

/** Theme, Japanese locale, antd's App context and the one QueryClient: the shell and the standalone harness wrap everything in it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme} locale={jaJP}>
      <App>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
