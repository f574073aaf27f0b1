import { z } from 'zod';
import { validatePhone } from '@ilm/shared/phone';
import { emailRule, newPasswordRule, passwordHoldsEmail } from '../account';

const nameRule = (required: string) => z.string().trim().min(1, { error: required }).max(80, { error: 'validation.nameTooLong' });

/** The sign-up form's rules (the API's own: names up to 80, email, the password rule, E.164 phone, ISO country). */
export const signUpSchema = z
  .object({
    first_name: nameRule('validation.firstNameRequired'),
    last_name: nameRule('validation.lastNameRequired'),
    email: emailRule,
    password: newPasswordRule,
    country: z.string().regex(/^[A-Z]{2}$/, { error: 'validation.countryRequired' }),
    telephone: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        const kind = validatePhone(value, { required: true });
        if (kind) ctx.addIssue({ code: 'custom', message: `common:phone.errors.${kind}` });
      }),
    terms: z.boolean().refine((accepted) => accepted, { error: 'validation.termsRequired' }),
  })
  // Runs even while another field is still wrong: the reason shows with the others.
  .superRefine(passwordHoldsEmail, { when: () => true });

export type SignUpValues = z.input<typeof signUpSchema>;
export type SignUpOutput = z.output<typeof signUpSchema>;
