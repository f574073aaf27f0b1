import type { TFunction } from 'i18next';
import { errorField, fieldMessage, isApiError } from '@ilm/shared/api';
import { retryAfterOf } from './forms.api';

/** What a refused or failed submission means for the form: a message, and the field it belongs to. */
export interface FormProblem {
  message: string;
  /** The form's field the API named (`interested_in` for `interested_in.0`). */
  field?: string;
}

// No answer at all, or the gateway in front of the API answering for it.
const UNREACHABLE = new Set([0, 502, 503, 504]);

/**
 * Turns a failed submission into what the visitor reads. Every message says that what they typed is
 * still there: the form is never cleared by a failure.
 */
export function describeFormError(error: unknown, t: TFunction, language: string): FormProblem {
  if (!isApiError(error) || UNREACHABLE.has(error.status)) return { message: t('marketing-forms:errors.unreachable') };
  if (error.status === 429) {
    const seconds = retryAfterOf(error);
    return {
      message: seconds ? t('marketing-forms:errors.rateLimited', { wait: formatWait(seconds, language) }) : t('marketing-forms:errors.rateLimitedNoWait'),
    };
  }
  if (error.status >= 500) return { message: t('marketing-forms:errors.server') };
  const message = fieldMessage(error) ?? error.message;
  return { message: message.charAt(0).toUpperCase() + message.slice(1), field: errorField(error)?.split('.')[0] };
}

/** A wait in the page's language (Intl): seconds under a minute, else whole minutes, rounded up. */
export function formatWait(seconds: number, language: string): string {
  const [value, unit] = seconds < 60 ? [Math.ceil(seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
