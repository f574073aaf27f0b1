import { FetchError } from 'ofetch';

/** An API call that failed: its HTTP status (0 when no response came), the server's message and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got an answer (offline, DNS, CORS). */
  readonly status: number;
  /** Machine-readable code from the body, e.g. 'token_expired'. */
  readonly code: string | undefined;
  /** The parsed response body, for screens that show field errors. */
  readonly data: unknown;

  constructor(message: string, status: number, code?: string, data?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

function readString(body: unknown, ...keys: string[]): string | undefined {
  if (typeof body === 'string' && body.trim() !== '' && keys.includes('message')) return body.trim();
  if (!body || typeof body !== 'object') return undefined;
  for (const key of keys) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Turns whatever a call threw into an {@link ApiError} carrying the server's own message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.status ?? 0;
    const message =
      readString(error.data, 'message', 'detail', 'error') ?? (error.statusText || error.message || 'Request failed');
    return new ApiError(message, status, readString(error.data, 'code'), error.data);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0);
}

/** True when `error` is an {@link ApiError} with one of the given statuses. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}
