import type { ReactNode } from 'react';
import { Layout } from '@sdp/shared/ui';
import { AppHeader } from './app-header';
import { AppFooter } from './app-footer';

/** Header, the page, footer. Pages render inside; a failing remote stays inside the content area. */
export function AppLayout({ routeName, children }: { routeName: string | undefined; children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader routeName={routeName} />
      <Layout.Content style={{ padding: 24, maxWidth: 1440, width: '100%', margin: '0 auto' }}>
        {children}
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
