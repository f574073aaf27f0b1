import { atom } from 'nanostores';
import { api, isApiError, setSessionRenewer } from '@ilm/shared/api';
import { COOKIE_NAMES, getCookie } from '@ilm/shared/cookies';
import type { User } from '../types';
import { clearUser, logout, recordFailedRefresh, setSession, setUser, type Session } from './auth';

/** The session calls, relative to `API_BASE_URL` (docs/rules/api-calls.md#shared-calls). */
export const SESSION_ENDPOINTS = { getUser: 'accounts/get-user/', refresh: 'accounts/refresh/' } as const;

/**
 * Where the get-user check stands: 'idle' before the first one, 'checking' while one runs,
 * 'settled' once one has finished. Guards wait while a cookie exists and no check has settled.
 */
export type SessionCheckStatus = 'idle' | 'checking' | 'settled';

/** The state of the get-user check (not part of `$auth`, which holds exactly the fields of docs/rules/session.md#state). */
export const $sessionCheck = atom<SessionCheckStatus>('idle');

/** True when an access_token cookie exists, i.e. the get-user check is due (docs/rules/session.md#get-user). */
export function hasAccessTokenCookie(): boolean {
  return getCookie(COOKIE_NAMES.accessToken) !== undefined;
}

let refreshInFlight: Promise<boolean> | null = null;

async function runRefresh(): Promise<boolean> {
  const refreshToken = getCookie(COOKIE_NAMES.refreshToken);
  try {
    if (!refreshToken) throw new Error('no refresh_token cookie');
    const session = await api<Session>(SESSION_ENDPOINTS.refresh, {
      method: 'POST',
      body: { refresh_token: refreshToken },
      renew: false,
    });
    setSession(session);
    return true;
  } catch {
    recordFailedRefresh();
    logout();
    return false;
  }
}

/**
 * docs/rules/session.md#refresh: `POST accounts/refresh/` with the refresh_token cookie. Success replaces the user and
 * both tokens (store and cookies); failure logs out and clears both cookies. Concurrent callers
 * share one request (single flight). Resolves true when the session was renewed.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

// The API client renews an expired access token (403 token_expired) of any call with this one
// single-flight refresh. It is registered from here, not imported by the client, because this
// module calls the client: see `setSessionRenewer` in api/client.ts.
setSessionRenewer(refreshSession);

async function runCheck(): Promise<void> {
  const checkedToken = getCookie(COOKIE_NAMES.accessToken);
  // An answer about a token this browser no longer holds (signed out, or signed in anew while
  // the call ran) says nothing about the session now: it must not sign anyone back in.
  const stillCurrent = () => getCookie(COOKIE_NAMES.accessToken) === checkedToken;
  try {
    // The get-user check's own rule below decides what a failure means, so the client does not renew it too.
    const user = await api<User>(SESSION_ENDPOINTS.getUser, { renew: false });
    if (stillCurrent()) setUser(user);
  } catch (error) {
    if (!stillCurrent()) return;
    if (isApiError(error, 401)) clearUser();
    // Any other 4xx/5xx (403 token_expired among them) renews the session; no answer at all
    // (offline) leaves the session as it was.
    else if (isApiError(error) && error.status >= 400 && error.status < 600) await refreshSession();
  }
}

let checkInFlight: Promise<void> | null = null;

/**
 * The get-user check (docs/rules/session.md#get-user), run on every navigation: does nothing without an access_token
 * cookie; success authenticates, a 401 clears user and cookies silently, any other 4xx/5xx
 * refreshes. Triggers that arrive while a check runs share it.
 */
export function checkSession(): Promise<void> {
  if (!hasAccessTokenCookie()) {
    $sessionCheck.set('settled');
    return Promise.resolve();
  }
  checkInFlight ??= (async () => {
    $sessionCheck.set('checking');
    try {
      await runCheck();
    } finally {
      checkInFlight = null;
      $sessionCheck.set('settled');
    }
  })();
  return checkInFlight;
}
