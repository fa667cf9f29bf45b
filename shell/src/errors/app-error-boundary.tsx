import { Component, type ReactNode } from 'react';
import { useNavigate } from '@sdp/shared/router';
import { GlobalErrorPage } from './global-error-page';
import { useFatalErrorStore } from './fatal-error-store';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

/** Hands a render error to the fatal-error store, or reloads once for a chunk that a redeploy removed. */
export function handleFatalError(error: unknown): void {
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
  useFatalErrorStore.getState().raise(error);
}

class ErrorCatcher extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    handleFatalError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Fatal errors — a render error anywhere, or one raised into the fatal-error store — replace the app with
 * the global error page; its button clears the error and goes to the top page.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const error = useFatalErrorStore((state) => state.error);
  const navigate = useNavigate();
  if (error) {
    return (
      <GlobalErrorPage
        error={error}
        onBackToTop={() => {
          useFatalErrorStore.getState().clear();
          navigate('/', { replace: true });
        }}
      />
    );
  }
  // Unmounted while the error page shows, so the catcher starts clean after the error is cleared.
  return <ErrorCatcher>{children}</ErrorCatcher>;
}
