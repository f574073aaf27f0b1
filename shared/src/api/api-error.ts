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

/**
 * The {@link ApiError} of an answer the API refused: its status, the body's `message` (else its
 * `detail` or `error`, else `fallback`, else 'Request failed'), its `code`, and the body itself.
 */
export function refusalError(status: number, data: unknown, fallback: string): ApiError {
  const message = readString(data, 'message', 'detail', 'error') ?? (fallback || 'Request failed');
  return new ApiError(message, status, readString(data, 'code'), data);
}

/**
 * Turns whatever a call threw into an {@link ApiError}. The API client already throws ApiErrors
 * (fetch-json.ts), carrying the server's own message; anything else counts as no answer (status 0).
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(error instanceof Error ? error.message : String(error), 0);
}

/** The field a refusal names (the body's `field`, e.g. `motivation` or `desired_roles.0`), if any. */
export function errorField(error: unknown): string | undefined {
  if (error === null || error === undefined) return undefined;
  const { data } = toApiError(error);
  const field = data && typeof data === 'object' ? (data as { field?: unknown }).field : undefined;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/**
 * What a refusal says about one field, for the form to show under that field: the API's message
 * without the field's name it starts with (`answer: must not be empty` → `must not be empty`), when
 * the refusal names `field` or a part of it (`desired_roles.0` is about `desired_roles`), or any
 * field when `field` is left out; else undefined, and the form shows the message as a whole.
 */
export function fieldMessage(error: unknown, field?: string): string | undefined {
  const named = errorField(error);
  if (named === undefined) return undefined;
  if (field !== undefined && named !== field && !named.startsWith(`${field}.`)) return undefined;
  const { message } = toApiError(error);
  return message.startsWith(`${named}: `) ? message.slice(named.length + 2) : message;
}

/** True when `error` is an {@link ApiError} with one of the given statuses. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}
