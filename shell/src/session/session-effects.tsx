import { useEffect } from 'react';
import { useLocation, useNavigate } from '@sdp/shared/router';
import { getSession, setUnauthorizedHandler, signOutSession, syncSessionAcrossTabs } from '@sdp/shared';
import { useFatalErrorStore } from '../errors/fatal-error-store';
import { listenForFatalRejections } from '../errors/fatal-rejections';
import { takeStartupAuthorityRefresh } from './authority-refresh';
import type { LoginLocationState } from './login-state';

/** Session wiring that needs the router: 401 handling, other tabs' sign-out, the start-up role refresh. */
export function SessionEffects() {
  const navigate = useNavigate();
  const location = useLocation();
  const wanted = `${location.pathname}${location.search}`;

  useEffect(() => {
    setUnauthorizedHandler((notice) => {
      const state: LoginLocationState = { from: wanted, ...(notice ? { notice } : {}) };
      navigate('/login', { replace: true, state });
    });
  }, [navigate, wanted]);

  useEffect(() => syncSessionAcrossTabs(), []);
  useEffect(() => listenForFatalRejections(), []);

  useEffect(() => {
    const startup = takeStartupAuthorityRefresh();
    if (!startup) return;
    void startup.then(async (outcome) => {
      if (typeof outcome === 'object') {
        await signOutSession();
        const state: LoginLocationState = { notice: outcome.refused };
        navigate('/login', { replace: true, state });
      } else if (outcome === 'failed' && getSession().roles === null) {
        // Without any stored roles no page can be decided on.
        useFatalErrorStore.getState().raise(new Error('authority not loaded'));
      }
    });
  }, [navigate]);

  return null;
}
