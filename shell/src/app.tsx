import { lazy, Suspense } from 'react';
import { AppProviders } from '@sdp/shared/ui';
import { loadRemotePage } from './remotes/remote-registry';

const AuthorityList = lazy(() => loadRemotePage('remote_authority', './AuthorityListPage'));

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<div>loading</div>}>
        <AuthorityList />
      </Suspense>
    </AppProviders>
  );
}
