import { CONSULTING_BUDGETS } from '@ilm/contract';
import { z } from 'zod';
import { emailRule, fullNameRule, honeypotRule, optionalChoiceRule, optionalWholeNumberRule, phoneRule, textRule } from './form-rules';

/** The consulting inquiry's rules (the API's ConsultingInquiryBody; the offer comes from the page, not the visitor). */
export const consultingInquirySchema = z.object({
  full_name: fullNameRule(),
  email: emailRule,
  telephone: phoneRule(false),
  company: textRule('validation.companyRequired', 150, 2),
  team_size: optionalWholeNumberRule(1, 100000, 'validation.teamSizeInvalid'),
  budget: optionalChoiceRule(CONSULTING_BUDGETS),
  message: textRule('validation.messageRequired', 5000, 10),
  website: honeypotRule,
});

export type ConsultingInquiryValues = z.input<typeof consultingInquirySchema>;
export type ConsultingInquiryOutput = z.output<typeof consultingInquirySchema>;
