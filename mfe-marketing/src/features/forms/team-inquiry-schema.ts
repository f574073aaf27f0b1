import { TEAM_TOPICS } from '@ilm/contract';
import { z } from 'zod';
import { emailRule, fullNameRule, honeypotRule, optionalTextRule, phoneRule, textRule, wholeNumberRule } from './form-rules';

/** The team inquiry's rules (the API's TeamInquiryBody). */
export const teamInquirySchema = z.object({
  full_name: fullNameRule(),
  email: emailRule,
  company: textRule('validation.companyRequired', 150, 2),
  team_size: wholeNumberRule(1, 100000, { required: 'validation.teamSizeRequired', invalid: 'validation.teamSizeInvalid' }),
  telephone: phoneRule(false),
  topics: z.array(z.enum(TEAM_TOPICS)),
  message: optionalTextRule(5000),
  website: honeypotRule,
});

export type TeamInquiryValues = z.input<typeof teamInquirySchema>;
export type TeamInquiryOutput = z.output<typeof teamInquirySchema>;
