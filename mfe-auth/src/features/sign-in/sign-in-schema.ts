import { z } from 'zod';
import { emailRule } from '../account';

/** The sign-in form's rules; each message is an i18n key of the `auth` namespace. Loaded apart from the form (lazy-rules.ts). */
export const signInSchema = z.object({
  email: emailRule,
  password: z.string().min(1, { error: 'validation.passwordRequired' }).max(128, { error: 'validation.passwordTooLong' }),
});
export type SignInValues = z.infer<typeof signInSchema>;
