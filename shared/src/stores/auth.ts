import { atom } from 'nanostores';
import { clearTokenCookies, COOKIE_NAMES, getCookie, setTokenCookies } from '@ilm/shared/cookies';
import type { Session, User } from '@ilm/contract';

/**
 * What `intervalId` holds: a polling timer's id (number in browsers, Timeout in Node), or the id of
 * a polling that runs on react-query's own timers (`usePolling` of `@ilm/shared/query`), a
 * negative number from {@link newPollingId} that no timer carries.
 */
export type IntervalId = number | ReturnType<typeof setInterval>;

/** docs/rules/session.md#state: the auth state, exactly these fields. */
export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  failedRefreshAttempts: number;
  access_token: string | null;
  refresh_token: string | null;
  country: string | null;
  lab_name: string | null;
  intervalId: IntervalId | null;
}

/** What `login/`, `signup/` and `refresh/` answer: the contract's `Session`. */
export type { Session };

/** The signed-out state. */
export const ANONYMOUS_AUTH: AuthState = {
  isAuthenticated: false,
  user: null,
  failedRefreshAttempts: 0,
  access_token: null,
  refresh_token: null,
  country: null,
  lab_name: null,
  intervalId: null,
};

/** The session of this page (one instance, shared by the shell and every remote). Written only through its actions. */
export const $auth = atom<AuthState>(ANONYMOUS_AUTH);

/** Signs in with a session from `login/`, `signup/` or `refresh/`: store and both token cookies (7 and 365 days). */
export function setSession(session: Session): void {
  setTokenCookies(session.access_token, session.refresh_token);
  $auth.set({
    ...$auth.get(),
    isAuthenticated: true,
    user: session.user,
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    country: session.user.country ?? $auth.get().country,
    failedRefreshAttempts: 0,
  });
}

/** Same as {@link setSession}: what a sign-in screen calls with the `login/` answer. */
export const login = setSession;

/** docs/rules/session.md#get-user: a successful get-user makes the visitor authenticated with that user (tokens as the cookies hold them). */
export function setUser(user: User): void {
  const current = $auth.get();
  $auth.set({
    ...current,
    isAuthenticated: true,
    user,
    country: user.country ?? current.country,
    access_token: getCookie(COOKIE_NAMES.accessToken) ?? current.access_token,
    refresh_token: getCookie(COOKIE_NAMES.refreshToken) ?? current.refresh_token,
  });
}

/** docs/rules/session.md#get-user: a 401 on get-user drops the user and both token cookies, without any message. */
export function clearUser(): void {
  clearTokenCookies();
  $auth.set({ ...$auth.get(), isAuthenticated: false, user: null, access_token: null, refresh_token: null });
}

/** Counts a refresh that failed. */
export function recordFailedRefresh(): void {
  $auth.set({ ...$auth.get(), failedRefreshAttempts: $auth.get().failedRefreshAttempts + 1 });
}

let lastPollingId = 0;

/** A new id for a polling that has no timer of its own (negative: no timer carries it). */
export function newPollingId(): IntervalId {
  lastPollingId -= 1;
  return lastPollingId;
}

/** Stops the timer `intervalId` names; a polling id of {@link newPollingId} stops by leaving `$auth`. */
function stopTimer(intervalId: IntervalId): void {
  if (typeof intervalId === 'number' && intervalId < 0) return;
  clearInterval(intervalId);
}

/**
 * docs/rules/session.md#logout: resets isAuthenticated, user, country, lab_name and intervalId, stops the timer that
 * intervalId names, and clears both token cookies.
 */
export function logout(): void {
  const { intervalId } = $auth.get();
  if (intervalId !== null) stopTimer(intervalId);
  clearTokenCookies();
  $auth.set({
    ...$auth.get(),
    isAuthenticated: false,
    user: null,
    country: null,
    lab_name: null,
    intervalId: null,
    access_token: null,
    refresh_token: null,
  });
}

/** Names the lab the learner is working in (null when none). */
export function setLabName(labName: string | null): void {
  $auth.set({ ...$auth.get(), lab_name: labName });
}

/** Remembers the page's polling (a timer, or a {@link newPollingId}) so logout can stop it; a previous one is stopped first. */
export function setPollingInterval(intervalId: IntervalId | null): void {
  const previous = $auth.get().intervalId;
  if (previous !== null && previous !== intervalId) stopTimer(previous);
  $auth.set({ ...$auth.get(), intervalId });
}
