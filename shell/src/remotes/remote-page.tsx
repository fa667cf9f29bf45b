import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Flex, Spin, usePageTitle } from '@sdp/shared/ui';
import type { RemoteName } from '@sdp/shared';
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

function PageLoading({ title }: { title: string }) {
  // The remote's own PageHeader sets the title once loaded; this covers the wait.
  usePageTitle(title);
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin size="large" />
    </Flex>
  );
}

/** A page of a remote, loaded on demand; a failed load offers a retry that makes a fresh attempt. */
export function RemotePage({ remote, module, title }: { remote: RemoteName; module: string; title: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemotePage(remote, module)),
    // A new lazy component per attempt: React caches a rejected lazy for good.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <RemoteLoadCatcher
      key={attempt}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={<PageLoading title={title} />}>
        <Page />
      </Suspense>
    </RemoteLoadCatcher>
  );
}
