import { SignInError } from './auth-provider';

/** Spec §9: after the sign-in popup closes, wait this long for its answer before calling it closed by the user. */
export const POPUP_CLOSED_CHECK_MS = 8000;
/** Spec §9: the sign-in popup's size. */
export const POPUP_SIZE = { width: 500, height: 600 } as const;

export interface PopupWatch {
  /** Hand this to the library as the window that opens the popup, so the popup's handle is seen here. */
  parent: Window;
  /** Rejects with `popup-closed` when the popup was closed and no answer came within the check time. */
  closed: Promise<never>;
  stop: () => void;
}

/**
 * Watches the sign-in popup a library opens. MSAL 5 learns the answer over a BroadcastChannel and would wait a
 * full minute after the user closed the popup; this gives the user the spec's 8 s check instead.
 */
export function watchPopup(
  opener: Window = window,
  checkMs = POPUP_CLOSED_CHECK_MS,
  pollMs = 250,
): PopupWatch {
  let popup: Window | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearInterval(poll);
    clearTimeout(grace);
  };
  const closed = new Promise<never>((_resolve, reject) => {
    poll = setInterval(() => {
      if (!popup?.closed) return;
      clearInterval(poll);
      grace = setTimeout(() => reject(new SignInError('popup-closed')), checkMs);
    }, pollMs);
  });
  closed.catch(() => undefined);
  const parent = new Proxy(opener, {
    get(target, key) {
      if (key === 'open') {
        return (...args: Parameters<Window['open']>) => {
          popup = target.open(...args);
          return popup;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { parent, closed, stop };
}
