export { api, RETRY_STATUS_CODES, setSessionRenewer } from './client';
export type { ApiOptions, SessionRenewer } from './client';
export { ApiError, isApiError, toApiError } from './api-error';
export { apiSocketUrl } from './socket-url';
