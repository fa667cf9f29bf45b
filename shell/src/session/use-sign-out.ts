import { useCallback, useState } from 'react';
import { useNavigate } from '@sdp/shared/router';
import { signOutSession } from '@sdp/shared';

/** Sign-out with a busy flag for the loading indicator; always ends on the login page. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOutSession();
    } finally {
      setSigningOut(false);
      navigate('/login', { replace: true });
    }
  }, [navigate]);
  return { signOut, signingOut };
}
