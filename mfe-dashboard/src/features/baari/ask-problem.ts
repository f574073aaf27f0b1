import type { TFunction } from 'i18next';
import { fieldMessage, isApiError } from '@ilm/shared/api';
import { BaariAskError } from './ask-stream';

/** The code of the API's refusal once a visitor has asked the questions a visitor may ask. */
export const SIGN_UP_TO_CONTINUE = 'sign_up_to_continue';

/** Why a question got no answer, as the learner reads it. */
export interface AskProblem {
  message: string;
  /** The question itself was refused (400 naming `question`): the box says why. */
  aboutQuestion?: boolean;
  /** A visitor past their questions: the sign-up call is shown instead. */
  signUp?: boolean;
}

// No answer at all, or the gateway in front of the API answering for it.
const UNREACHABLE = new Set([0, 502, 503, 504]);

/** A wait in the page's language (Intl): seconds under a minute, else whole minutes, rounded up. */
export function formatWait(seconds: number, language: string): string {
  const [value, unit] = seconds < 60 ? [Math.ceil(seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Turns a refused or failed question into what the learner reads (strings of `dashboard-baari`). */
export function describeAskProblem(error: unknown, t: TFunction, language: string): AskProblem {
  if (!isApiError(error)) return { message: t('errors.unreachable') };
  if (error.code === SIGN_UP_TO_CONTINUE) return { message: error.message, signUp: true };
  // The connection broke while the answer was arriving.
  if (error instanceof BaariAskError && error.inStream && error.status === 0) return { message: t('errors.cutOff') };
  if (UNREACHABLE.has(error.status)) return { message: t('errors.unreachable') };
  if (error.status === 429) {
    const seconds = error instanceof BaariAskError ? error.retryAfter : undefined;
    return { message: seconds ? t('errors.rateLimited', { wait: formatWait(seconds, language) }) : t('errors.rateLimitedNoWait') };
  }
  if (error.status >= 500 || !error.message) return { message: t('errors.server') };
  // A refusal of the question shows under the box, which names the field already: no `question: `.
  const aboutQuestion = fieldMessage(error, 'question');
  const message = aboutQuestion ?? error.message;
  return { message: message.charAt(0).toUpperCase() + message.slice(1), aboutQuestion: aboutQuestion !== undefined };
}
