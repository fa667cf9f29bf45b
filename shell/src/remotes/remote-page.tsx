import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@sdp/shared';
import { PageSkeleton } from '../routing/page-skeleton';
import { isChunkLoadError, reloadOnceForChunkError } from '../errors/chunk-reload';
import { loadRemotePage, resetRemote } from './remote-registry';
import { RemoteLoadError, RemoteRefusedError } from './remote-load-error';
import { RemoteErrorView } from './remote-error-view';

interface CatcherProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote that failed to load; any other error is a fatal one and goes on to the app's boundary. */
class RemoteLoadCatcher extends Component<CatcherProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof RemoteLoadError && isChunkLoadError(error)) reloadOnceForChunkError();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof RemoteLoadError)) throw error;
    return (
      <RemoteErrorView
        onRetry={this.props.onRetry}
        refusedOrigin={error instanceof RemoteRefusedError ? error.origin : undefined}
      />
    );
  }
}

/**
 * One lazy component per page, kept for the session: a page visited before renders at once, without suspending.
 * A failed load is dropped (React keeps a rejected lazy for good), so the next visit or a retry tries afresh.
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** Forgets every page component (a new session of pages: tests, each starting from nothing). */
export function forgetRemotePages(): void {
  lazyPages.clear();
}

function lazyPage(remote: RemoteName, module: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() =>
      loadRemotePage(remote, module).catch((error: unknown) => {
        lazyPages.delete(key);
        throw error;
      }),
    );
    lazyPages.set(key, page);
  }
  return page;
}

/** A page of a remote, loaded on demand; a failed load offers a retry that makes a fresh attempt. */
export function RemotePage({ remote, module, title }: { remote: RemoteName; module: string; title: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, module);
  return (
    <RemoteLoadCatcher
      key={attempt}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={<PageSkeleton title={title} />}>
        <Page />
      </Suspense>
    </RemoteLoadCatcher>
  );
}
