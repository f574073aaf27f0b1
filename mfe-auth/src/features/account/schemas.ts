import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, quickPasswordProblem, type PasswordProblem } from '@ilm/contract';
import { z } from 'zod';

/** Zod rules shared by the forms; each message is an i18n key of the `auth` namespace. */
export const emailRule = z
  .string()
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailInvalid' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** The i18n key of each reason of the password rule (`passwordProblem` of `@ilm/contract`). */
export const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, string> = {
  too_short: 'validation.passwordTooShort',
  too_long: 'validation.passwordTooLong',
  contains_email: 'validation.passwordContainsEmail',
  too_guessable: 'validation.passwordTooGuessable',
};

/**
 * The API's password rule, the same function it runs (`passwordProblem`, contract/src/password-policy.ts):
 * 10 to 128 characters, not easy to guess. The visitor reads the reason before anything is sent. The
 * strength estimator and its list of common passwords load with the first check (a chunk of their own).
 * The e-mail part of the rule needs the e-mail: {@link passwordHoldsEmail}.
 */
export const newPasswordRule = z
  .string()
  .min(1, { error: 'validation.passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordTooLong' })
  .refine((value) => value.trim() !== '', { error: 'validation.passwordBlank', abort: true })
  .superRefine(async (value, ctx) => {
    const problem = await passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_KEYS[problem] });
  });

/**
 * The e-mail part of the rule, for a form that has both fields: an issue at `password` when it is or
 * holds the e-mail (checked even while other fields are still wrong, so the reason shows at once).
 */
export function passwordHoldsEmail<T extends { email?: unknown; password?: unknown }>(values: T, ctx: z.RefinementCtx<T>): void {
  if (typeof values.password !== 'string' || typeof values.email !== 'string') return;
  if (quickPasswordProblem(values.password, { email: values.email }) === 'contains_email') {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_PROBLEM_KEYS.contains_email });
  }
}
