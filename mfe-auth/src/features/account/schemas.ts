import { z } from 'zod';

/** Zod rules shared by the forms; each message is an i18n key of the `auth` namespace. */
export const emailRule = z
  .string()
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailInvalid' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** The API's password rule (8 to 128 characters), stated next to the field. */
export const newPasswordRule = z
  .string()
  .min(1, { error: 'validation.passwordRequired' })
  .min(8, { error: 'validation.passwordTooShort' })
  .max(128, { error: 'validation.passwordTooLong' })
  .refine((value) => value.trim() !== '', { error: 'validation.passwordBlank' });
