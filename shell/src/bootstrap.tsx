import { createRoot } from 'react-dom/client';
import {
  completeMicrosoftRedirect,
  createDevAuthProvider,
  createGoogleAuthProvider,
  createMicrosoftAuthProvider,
  MICROSOFT_REDIRECT_PATH,
  registerAuthProvider,
  setRuntimeConfig,
  setUnauthorizedHandler,
  type RuntimeConfig,
} from '@sdp/shared';
import { registerRemoteManifests } from './remotes/remote-registry';
import { preloadRoutePage } from './remotes/route-preload';
import { startupFiles } from './startup-files';
import { startAuthorityRefresh } from './session/authority-refresh';
import { useFatalErrorStore } from './errors/fatal-error-store';
import { App } from './app';

/** Mock builds answer the API in the browser and sign in through the mocked development IdP. */
const MOCK_CONFIG: Partial<RuntimeConfig> = {
  mock: true,
  apiBaseUrl: '',
  auth: { providers: ['dev'], devIdpUrl: '/dev-idp' },
};

function registerAuthProviders(config: RuntimeConfig): void {
  if (config.auth.providers.includes('dev') && config.auth.devIdpUrl) {
    registerAuthProvider(createDevAuthProvider(config.auth.devIdpUrl));
  }
  // Only small factories here: MSAL and Firebase load when the provider is first used.
  if (config.auth.providers.includes('microsoft') && config.auth.microsoft) {
    registerAuthProvider(createMicrosoftAuthProvider(config.auth.microsoft));
  }
  if (config.auth.providers.includes('google') && config.auth.google) {
    registerAuthProvider(createGoogleAuthProvider(config.auth.google));
  }
}

async function start(): Promise<void> {
  // The Microsoft sign-in popup lands here: it only hands its answer to the opener, then closes.
  if (window.location.pathname === MICROSOFT_REDIRECT_PATH) {
    // Opened by hand, without an answer in the address: go to the app instead.
    await completeMicrosoftRedirect().catch(() => window.location.replace('/'));
    return;
  }
  const files = startupFiles();
  const [config, manifests] = await Promise.allSettled([files.config, files.remotes]);
  if (__SDP_MOCK__) {
    // The worker must answer before the first API call.
    const { startMockWorker } = await import('@sdp/mocks/browser');
    await startMockWorker();
  }
  const loaded = config.status === 'fulfilled' ? config.value : {};
  const runtime = setRuntimeConfig(__SDP_MOCK__ ? { ...loaded, ...MOCK_CONFIG } : loaded);
  registerAuthProviders(runtime);
  // Without remotes.json every remote page shows its load error; the shell itself still works.
  registerRemoteManifests(
    manifests.status === 'fulfilled' ? manifests.value : {},
    Array.isArray(runtime.remoteOrigins) ? runtime.remoteOrigins : [],
  );
  // Until the router is up, a 401 only clears the session; the guard then shows the login page.
  setUnauthorizedHandler(() => undefined);
  if (config.status === 'rejected') useFatalErrorStore.getState().raise(config.reason);
  else void startAuthorityRefresh();
  // The page's remote code loads beside React's first render instead of after it.
  preloadRoutePage(window.location.pathname, window.location.search);
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}

void start();
