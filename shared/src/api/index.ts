export { api, RETRY_STATUS_CODES, setSessionRenewer } from './client';
export type { ApiOptions, SessionRenewer, StreamOptions, UploadOptions } from './client';
export type { UploadProgress } from './send-form';
export { ApiError, errorField, fieldMessage, isApiError, toApiError } from './api-error';
export { apiSocketUrl } from './socket-url';
