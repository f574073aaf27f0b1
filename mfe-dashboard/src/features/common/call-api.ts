import { api, isApiError, type ApiOptions } from '@ilm/shared/api';
import { refreshSession } from '@ilm/shared/stores';

/**
 * `api()` for screens that stay open: an access token that expired while the learner watched a
 * lab (403 `token_expired`) is renewed once with the refresh token and the call is made again.
 * Safe for POSTs too: the API refuses an expired token before doing anything.
 */
export async function callApi<T>(path: string, options: ApiOptions = {}): Promise<T> {
  try {
    return await api<T>(path, options);
  } catch (error) {
    if (isApiError(error, 403) && error.code === 'token_expired' && (await refreshSession())) return api<T>(path, options);
    throw error;
  }
}
