import { z } from 'zod';
import { emailRule, fullNameRule, honeypotRule, phoneRule, textRule } from './form-rules';

/** The contact form's rules (the API's ContactUsBody: subject 3–150, message 10–5000). */
export const contactSchema = z.object({
  full_name: fullNameRule(),
  email: emailRule,
  telephone: phoneRule(false),
  subject: textRule('validation.subjectRequired', 150, 3),
  message: textRule('validation.messageRequired', 5000, 10),
  website: honeypotRule,
});

export type ContactValues = z.input<typeof contactSchema>;
export type ContactOutput = z.output<typeof contactSchema>;
