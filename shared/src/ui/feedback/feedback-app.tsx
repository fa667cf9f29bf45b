import { createContext, lazy, Suspense, use, useMemo, useState, type ReactNode } from 'react';
import type { ModalFuncProps } from 'antd';
// The hook alone: antd's `theme` object brings its dark and compact algorithms with it.
import useToken from 'antd/es/theme/useToken';
import type { AntAppApi } from './ant-app-api';

type Notice = (...args: Parameters<AntAppApi['message']['success']>) => void;
const NOTICES = ['success', 'error', 'warning', 'info', 'loading'] as const;

/** A dialog asked for: it opens once the feedback code is there; `destroy` before that means it never opens. */
export interface ConfirmHandle {
  destroy: () => void;
  update: (config: ModalFuncProps) => void;
}

/** What `App.useApp()` gives a page: antd's message and confirm dialog, loaded on first use. */
export interface FeedbackApi {
  message: Record<(typeof NOTICES)[number], Notice>;
  modal: { confirm: (config: ModalFuncProps) => ConfirmHandle };
}

const loadHost = () => import(/* webpackChunkName: "feedback-host" */ './feedback-host');
const FeedbackHost = lazy(loadHost);

/** Fetches the message and dialog code ahead of its first use (the shell calls it when the browser is idle). */
export const preloadFeedback = (): void => void loadHost().catch(() => undefined);

const FeedbackContext = createContext<(() => Promise<AntAppApi>) | null>(null);

function facadeOf(ready: () => Promise<AntAppApi>): FeedbackApi {
  const message = Object.fromEntries(
    NOTICES.map((kind) => [
      kind,
      ((...args) => void ready().then((api) => api.message[kind](...args))) satisfies Notice,
    ]),
  ) as FeedbackApi['message'];
  const confirm = (config: ModalFuncProps): ConfirmHandle => {
    let settings = config;
    let dialog: ReturnType<AntAppApi['modal']['confirm']> | undefined;
    let destroyed = false;
    void ready().then((api) => {
      if (!destroyed) dialog = api.modal.confirm(settings);
    });
    return {
      destroy: () => {
        destroyed = true;
        dialog?.destroy();
      },
      update: (next) => {
        settings = { ...settings, ...next };
        dialog?.update(next);
      },
    };
  };
  return { message, modal: { confirm } };
}

/**
 * The pages' feedback context, in place of antd's App: messages and dialogs work as with `App.useApp()`, but their
 * code (≈ 20 KB gzip) loads when the first one is asked for, not before a page's first paint. The wrapper gives the
 * page antd App's base text style.
 */
function FeedbackApp({ children }: { children?: ReactNode }) {
  const [, token] = useToken();
  const [wanted, setWanted] = useState(false);
  const [gate] = useState(() => {
    let resolve: (api: AntAppApi) => void = () => {};
    const promise = new Promise<AntAppApi>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  const ready = useMemo(
    () => () => {
      setWanted(true);
      return gate.promise;
    },
    [gate],
  );
  return (
    <FeedbackContext value={ready}>
      <div
        className="sdp-app"
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {children}
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackHost onReady={gate.resolve} />
        </Suspense>
      ) : null}
    </FeedbackContext>
  );
}

function useApp(): FeedbackApi {
  const ready = use(FeedbackContext);
  if (!ready) throw new Error('App.useApp() needs <App> from @sdp/shared/ui/app above it');
  return useMemo(() => facadeOf(ready), [ready]);
}

export const App = Object.assign(FeedbackApp, { useApp });
