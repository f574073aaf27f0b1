export { api, RETRY_STATUS_CODES, setSessionRenewer } from './client';
export type { ApiOptions, SessionRenewer } from './client';
export { ApiError, errorField, fieldMessage, isApiError, toApiError } from './api-error';
export { apiSocketUrl } from './socket-url';
