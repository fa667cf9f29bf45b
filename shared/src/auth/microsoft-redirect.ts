/** The path MSAL's popup returns to; the shell answers it with MSAL's redirect bridge only. */
export const MICROSOFT_REDIRECT_PATH = '/auth/microsoft';

/** Runs in the popup at MICROSOFT_REDIRECT_PATH: hands the answer to the window that opened it. */
export async function completeMicrosoftRedirect(): Promise<void> {
  const { broadcastResponseToMainFrame } = await import(
    /* webpackChunkName: "msal-redirect-bridge" */ '@azure/msal-browser/redirect-bridge'
  );
  await broadcastResponseToMainFrame();
}
