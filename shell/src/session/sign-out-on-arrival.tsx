import { useEffect } from 'react';
import { useLocation, useNavigate } from '@ilm/shared/router';
import { signOut } from '@ilm/shared/stores';

/** Router state a sign-out button navigates with: sign out once the next page is on screen. */
export const SIGN_OUT_STATE = { signOut: true } as const;

/**
 * Signs the learner out after the page they were sent to has rendered. Signing out while a
 * guarded page is still mounted would let its guard send them to the sign-in page instead.
 */
export function SignOutOnArrival(): null {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as { signOut?: boolean } | null)?.signOut === true;
  useEffect(() => {
    if (!requested) return;
    void signOut();
    // Forget the request, so Back or a reload does not sign out again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [requested, location.pathname, location.search, navigate]);
  return null;
}
