import { ofetch, type FetchOptions } from 'ofetch';
import { $runtimeConfig } from '@ilm/shared/config';
import { COOKIE_NAMES, getCookie } from '@ilm/shared/cookies';
import { toApiError } from './api-error';

/**
 * SPEC §7: statuses retried once. ofetch's own defaults are exactly this rule (one retry, only for
 * methods without a body; PATCH, POST, PUT, DELETE never), so `retry` is deliberately left unset.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

const raw = ofetch.create({
  retryStatusCodes: [...RETRY_STATUS_CODES],
  onRequest({ options }) {
    // Read at call time: the runtime config arrives after the bundle loads.
    options.baseURL = $runtimeConfig.get().API_BASE_URL;
    const token = getCookie(COOKIE_NAMES.accessToken);
    if (token && !options.headers.has('authorization')) options.headers.set('authorization', `Bearer ${token}`);
  },
});

/** Options of {@link api}: ofetch's, minus the ones the client owns. */
export type ApiOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'retryStatusCodes'>;

/**
 * The platform API client: `api<User>('accounts/get-user/')`, `api('accounts/refresh/', { method: 'POST', body })`.
 * Relative paths resolve against the runtime config's `API_BASE_URL`; the access_token cookie goes
 * as `Authorization: Bearer …`. Failures reject with an `ApiError` (status, server message, code).
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  try {
    return await raw<T>(path, options);
  } catch (error) {
    throw toApiError(error);
  }
}
