import type { TFunction } from 'i18next';
import { isApiError } from '@ilm/shared/api';

/** What a failed call means for a form: a message, and the field it belongs to when the server names one. */
export interface ServerProblem {
  message: string;
  field?: string;
  status: number;
  code?: string;
}

const UNAVAILABLE = new Set([0, 502, 503, 504]);

/**
 * Turns a failed API call into what the visitor reads: the API unreachable (or its gateway down),
 * rate limited, a server fault, or the server's own message (wrong password, email taken, a field
 * the server refused, without its `field: ` prefix).
 */
export function describeServerError(error: unknown, t: TFunction): ServerProblem {
  if (!isApiError(error) || UNAVAILABLE.has(error.status)) {
    return { message: t('auth:errors.unavailable'), status: isApiError(error) ? error.status : 0 };
  }
  const { status, code } = error;
  if (status === 429) return { message: t('auth:errors.rateLimited'), status, code };
  if (status >= 500) return { message: t('auth:errors.server'), status, code };
  const data = (error.data ?? {}) as { field?: unknown };
  const field = typeof data.field === 'string' ? data.field : undefined;
  const message = field && error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
  return { message: message.charAt(0).toUpperCase() + message.slice(1), field, status, code };
}
