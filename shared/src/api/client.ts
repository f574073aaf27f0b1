import { $runtimeConfig } from '@ilm/shared/config';
import { COOKIE_NAMES, getCookie } from '@ilm/shared/cookies';
import { currentLanguage } from '@ilm/shared/i18n';
import { toApiError, type ApiError } from './api-error';
import { fetchJson, withBase, type RequestOptions } from './fetch-json';

/**
 * SPEC §7: statuses retried once, and only for methods without a body (PATCH, POST, PUT, DELETE
 * never); a request that got no answer is retried like a 500. See {@link fetchJson}.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Options of {@link api}: the request's (method, headers, body, query, responseType…) plus `renew`. */
export interface ApiOptions extends RequestOptions {
  /**
   * Renew an expired access token (403 `token_expired`) once and make the call again (default
   * true). The session calls themselves (get-user, refresh, logout) pass false: they follow
   * SPEC §4's own rules.
   */
  renew?: boolean;
}

/**
 * Renews the session (SPEC §4's `POST accounts/refresh/`) and resolves true when it worked. Its
 * failure is the renewer's to handle (log out, clear the cookies); the client only stops there.
 */
export type SessionRenewer = () => Promise<boolean>;

// The renewal needs the session store (setSession, logout) and the session store calls the API:
// importing `@ilm/shared/stores` here would make api ↔ stores a cycle, and which module of a
// cycle runs first depends on who imports first (a remote, the shell, a test). So the dependency
// points one way only: `stores/session.ts` registers its single-flight `refreshSession` here when
// it loads. Until then (a page that never loads the stores) nothing is renewed.
let renewSession: SessionRenewer | null = null;

/** Installs the function that renews an expired session (`stores/session.ts` does, once); null removes it. */
export function setSessionRenewer(renewer: SessionRenewer | null): void {
  renewSession = renewer;
}

/** What the API answers for an access token that is valid but expired; a 401 (revoked, unknown) is never renewed. */
function isExpiredToken(error: ApiError): boolean {
  return error.status === 403 && error.code === 'token_expired';
}

/** One call with the client's headers (retried on its own, SPEC §7); whatever fails rejects as an ApiError. */
async function call<T>(path: string, options: RequestOptions): Promise<T> {
  try {
    const headers = new Headers(options.headers);
    const token = getCookie(COOKIE_NAMES.accessToken);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    // The API answers in the page's language: its messages, mails and catalog words (docs/rules/languages.md).
    if (!headers.has('accept-language')) headers.set('accept-language', currentLanguage());
    // Read at call time: the runtime config arrives after the bundle loads.
    const url = withBase(path, $runtimeConfig.get().API_BASE_URL);
    return await fetchJson<T>(url, { ...options, headers }, RETRY_STATUS_CODES);
  } catch (error) {
    // An answer's refusal is already an ApiError; a body that cannot be encoded or read, or a
    // throwing `onResponseError`, becomes one with status 0, as before.
    throw toApiError(error);
  }
}

/**
 * The platform API client: `api<User>('accounts/get-user/')`, `api('accounts/refresh/', { method: 'POST', body })`.
 * Relative paths resolve against the runtime config's `API_BASE_URL`; the access_token cookie goes
 * as `Authorization: Bearer …`. Failures reject with an `ApiError` (status, server message, code).
 *
 * An answer 403 `token_expired` renews the session once — one `POST accounts/refresh/` shared by
 * every call that is waiting for it — and the call is made again, once, with the new token. That
 * holds for POSTs too: the API refuses an expired token before doing anything. When the renewal
 * fails (the session store has logged out and cleared the cookies) the original error is thrown.
 * See docs/rules/session.md#renewal.
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { renew = true, ...fetchOptions } = options;
  const sentToken = getCookie(COOKIE_NAMES.accessToken);
  try {
    return await call<T>(path, fetchOptions);
  } catch (error) {
    const apiError = error as ApiError;
    if (!renew || !renewSession || !isExpiredToken(apiError)) throw apiError;
    // A call answered after another one already renewed the session goes again with the new
    // token instead of asking for a second refresh.
    const current = getCookie(COOKIE_NAMES.accessToken);
    const renewed = (current !== undefined && current !== sentToken) || (await renewSession());
    if (!renewed) throw apiError;
    return call<T>(path, fetchOptions);
  }
}
