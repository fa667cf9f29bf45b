import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useLocation } from '@sdp/shared/router';
import {
  canAccess,
  matchRoute,
  RouteParamsContext,
  useIsSignedIn,
  useRoles,
  type RemoteName,
} from '@sdp/shared';
import { Spin } from '@sdp/shared/ui';
import { Result } from '@sdp/shared/ui/result';
import { MESSAGES } from '@sdp/shared/contracts';

export type PageLoader = () => Promise<{ default: ComponentType }>;
export type PageLoaders = Partial<Record<string, PageLoader>>;

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
const lazyPage = (loader: PageLoader) => {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(loader, page);
  }
  return page;
};

class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <Result status="error" title="エラーが発生しました" subTitle={this.state.error.message} />
    ) : (
      this.props.children
    );
  }
}

/** Matches the URL against the route table like the shell does, checks the roles, and renders the remote's page. */
export function PageOutlet({ remote, pages }: { remote: RemoteName; pages: PageLoaders }) {
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const roles = useRoles();
  const match = matchRoute(location.pathname, location.search);
  const loader = match && match.route.owner === remote ? pages[match.route.name] : undefined;

  if (!match || !loader) {
    return <Result status="404" title="404" subTitle={`Page Not Found: ${location.pathname}`} />;
  }
  if (!signedIn) {
    return (
      <Result status="info" title="アカウントを選択してください" subTitle="上のバーからサインインします" />
    );
  }
  if (!canAccess(match.routeKey, roles)) {
    return <Result status="403" title="403" subTitle={MESSAGES.accessDenied} />;
  }
  const Page = lazyPage(loader);
  return (
    <PageErrorBoundary key={location.pathname}>
      <RouteParamsContext.Provider value={match.params}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
          <Page />
        </Suspense>
      </RouteParamsContext.Provider>
    </PageErrorBoundary>
  );
}
