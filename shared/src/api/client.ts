import { $runtimeConfig } from '@ilm/shared/config';
import { COOKIE_NAMES, getCookie } from '@ilm/shared/cookies';
import { currentLanguage } from '@ilm/shared/i18n';
import { toApiError, type ApiError } from './api-error';
import { fetchJson, withBase, type RequestOptions } from './fetch-json';
import { sendForm, type UploadProgress } from './send-form';

/**
 * docs/rules/api-calls.md#retries: statuses retried once, and only for methods without a body (PATCH, POST, PUT, DELETE
 * never); a request that got no answer is retried like a 500. See {@link fetchJson}.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** Options of {@link api}: the request's (method, headers, body, query, responseType…) plus `renew`. */
export interface ApiOptions extends RequestOptions {
  /**
   * Renew an expired access token (403 `token_expired`) once and make the call again (default
   * true). The session calls themselves (get-user, refresh, logout) pass false: they follow
   * their own rules (docs/rules/session.md#get-user).
   */
  renew?: boolean;
}

/**
 * Renews the session (`POST accounts/refresh/`, docs/rules/session.md#refresh) and resolves true when it worked. Its
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

/** The client's headers over the caller's: the session's bearer token and the page's language. */
function clientHeaders(given: HeadersInit | undefined): Headers {
  const headers = new Headers(given);
  const token = getCookie(COOKIE_NAMES.accessToken);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  // The API answers in the page's language: its messages, mails and catalog words (docs/rules/languages.md).
  if (!headers.has('accept-language')) headers.set('accept-language', currentLanguage());
  return headers;
}

/** `path` on the API's base URL, read at call time: the runtime config arrives after the bundle loads. */
function apiUrl(path: string): string {
  return withBase(path, $runtimeConfig.get().API_BASE_URL);
}

/** One call with the client's headers (retried on its own, docs/rules/api-calls.md#retries); whatever fails rejects as an ApiError. */
async function call<T>(path: string, options: RequestOptions): Promise<T> {
  try {
    return await fetchJson<T>(apiUrl(path), { ...options, headers: clientHeaders(options.headers) }, RETRY_STATUS_CODES);
  } catch (error) {
    // An answer's refusal is already an ApiError; a body that cannot be encoded or read, or a
    // throwing `onResponseError`, becomes one with status 0, as before.
    throw toApiError(error);
  }
}

/**
 * Makes `attempt` and, when it is refused 403 `token_expired`, renews the session once (one
 * `POST accounts/refresh/` shared by every call waiting for it) and makes it again, once, with the
 * new token. The one renewal of every kind of call: JSON, streamed and multipart
 * (docs/rules/session.md#renewal).
 */
async function withRenewal<T>(attempt: () => Promise<T>, renew: boolean): Promise<T> {
  const sentToken = getCookie(COOKIE_NAMES.accessToken);
  try {
    return await attempt();
  } catch (error) {
    const apiError = toApiError(error);
    if (!renew || !renewSession || !isExpiredToken(apiError)) throw apiError;
    // A call answered after another one already renewed the session goes again with the new
    // token instead of asking for a second refresh.
    const current = getCookie(COOKIE_NAMES.accessToken);
    const renewed = (current !== undefined && current !== sentToken) || (await renewSession());
    if (!renewed) throw apiError;
    return attempt();
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
async function request<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { renew = true, ...fetchOptions } = options;
  return withRenewal(() => call<T>(path, fetchOptions), renew);
}

/** Options of {@link api.stream}: a request whose answer is read as it arrives (POST unless told). */
export type StreamOptions = Omit<ApiOptions, 'responseType' | 'parseResponse'>;

/**
 * A call whose answer is read as it arrives (Server-Sent Events): resolves, once the API has
 * accepted the request, with the answer's body as a stream of bytes; a refusal rejects with its
 * ApiError, read from its JSON body, and 403 `token_expired` is renewed as for any call. The
 * request is POSTed (as JSON for a plain object) and asks for `text/event-stream`.
 */
function stream(path: string, options: StreamOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const { renew = true, method = 'POST', ...rest } = options;
  const headers = new Headers(rest.headers);
  if (!headers.has('accept')) headers.set('accept', 'text/event-stream');
  return withRenewal(async () => {
    const body = await call<ReadableStream<Uint8Array> | undefined>(path, { ...rest, method, headers, responseType: 'stream' });
    // An accepted answer with no body at all is an empty stream: nothing arrives, then it ends.
    return body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
  }, renew);
}

/** Options of {@link api.upload}. */
export interface UploadOptions {
  /** POST unless told. */
  method?: string;
  /** Told the share of the form that has left (0–1) as it goes. */
  onProgress?: UploadProgress;
  signal?: AbortSignal;
  renew?: boolean;
}

/**
 * Sends a multipart form (`api.upload<Upload>('uploads/', form, { onProgress })`) with the client's
 * headers, and resolves with the API's answer; a refusal rejects with its ApiError, and 403
 * `token_expired` is renewed as for any call (the form is sent again whole). Aborting `signal`
 * rejects with status 0 and code `aborted`.
 */
function upload<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { renew = true, ...sendOptions } = options;
  return withRenewal(() => sendForm<T>(apiUrl(path), form, clientHeaders(undefined), sendOptions), renew);
}

/** The API client: `api(path, options)` for JSON, `api.stream` for streamed answers, `api.upload` for files. */
export const api = Object.assign(request, { stream, upload });
