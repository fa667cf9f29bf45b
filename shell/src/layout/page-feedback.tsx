import { lazy, Suspense, type ReactNode } from 'react';
import { PageSkeleton } from '../routing/page-skeleton';

export const loadKeptPages = () => import(/* webpackChunkName: "kept-pages" */ '../routing/kept-pages-view');
// The pages' feedback context (antd's message and dialog code itself loads on first use) and the kept list pages,
// fetched together: what every page but the login page needs, none of it before the first paint.
export const loadFeedbackKit = () =>
  Promise.all([import(/* webpackChunkName: "page-feedback" */ '@sdp/shared/ui/app'), loadKeptPages()]).then(
    ([kit]) => kit,
  );
const App = lazy(() => loadFeedbackKit().then((kit) => ({ default: kit.App })));

/**
 * antd's App context (App.useApp: messages and dialogs) around every page but the login page. It stays mounted while
 * the user moves between pages, so a message shown just before a navigation ("登録が完了しました") stays on screen.
 */
export function PageFeedback({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Suspense fallback={<PageSkeleton title={title} />}>
      <App>{children}</App>
    </Suspense>
  );
}
