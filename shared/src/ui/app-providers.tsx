import { QueryClientProvider } from '@sdp/shared/query';
import { ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import type { ReactNode } from 'react';
import { queryClient } from '@sdp/shared';
import { KeptStyleCache } from './kept-style-cache';
import { appTheme } from './theme';

/** antd would space a two-character CJK label (「登 録」), which screen readers then read as two words. */
const BUTTON = { autoInsertSpace: false } as const;

/**
 * Theme, Japanese locale, antd's style cache and the one QueryClient: the shell and the standalone harness wrap
 * everything in it. antd's App context (App.useApp) comes from `@sdp/shared/ui/app`, around the pages that use it,
 * not here: it carries the message, notification and modal code, which the login page does not need.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <KeptStyleCache>
      <ConfigProvider theme={appTheme} locale={jaJP} button={BUTTON}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ConfigProvider>
    </KeptStyleCache>
  );
}
