import { api } from '@ilm/shared/api';
import { COOKIE_NAMES, getCookie } from '@ilm/shared/cookies';
import { logout } from './auth';

/** The API call that revokes the session (its refresh token family) on the server. */
export const SIGN_OUT_ENDPOINT = 'accounts/logout/';

/**
 * Signs the learner out: the logout (docs/rules/session.md#logout) clears the store and both token cookies at once (the
 * page reacts in the same render), then the API is asked to revoke the session. An unreachable
 * API or an already-revoked token still leaves this browser signed out.
 */
export async function signOut(): Promise<void> {
  const refreshToken = getCookie(COOKIE_NAMES.refreshToken);
  logout();
  if (!refreshToken) return;
  try {
    // The session is over on this side: an expired token is not worth renewing to end it.
    await api(SIGN_OUT_ENDPOINT, { method: 'POST', body: { refresh_token: refreshToken }, renew: false });
  } catch {
    // The server-side session then ends by expiry; this browser has forgotten it already.
  }
}
