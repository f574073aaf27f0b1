import { CIF_INTERESTS, EDUCATION_LEVELS } from '@ilm/contract';
import { z } from 'zod';
import {
  choiceRule,
  countryRule,
  dateOfBirthRule,
  emailRule,
  honeypotRule,
  optionalTextRule,
  optionalWebAddressRule,
  phoneRule,
  textRule,
  wholeNumberRule,
} from './form-rules';

/** The candidate information form's rules (the API's CifBody). */
export const cifSchema = z.object({
  first_name: textRule('validation.firstNameRequired', 80),
  last_name: textRule('validation.lastNameRequired', 80),
  email: emailRule,
  telephone: phoneRule(true),
  country: countryRule,
  date_of_birth: dateOfBirthRule,
  education_level: choiceRule(EDUCATION_LEVELS, 'validation.educationRequired'),
  field_of_study: textRule('validation.fieldOfStudyRequired', 120),
  years_of_experience: wholeNumberRule(0, 60, { required: 'validation.yearsRequired', invalid: 'validation.yearsInvalid' }),
  current_job_title: optionalTextRule(120),
  interested_in: z.array(z.enum(CIF_INTERESTS)).min(1, { error: 'validation.interestsRequired' }),
  linkedin_url: optionalWebAddressRule,
  notes: optionalTextRule(2000),
  website: honeypotRule,
});

export type CifValues = z.input<typeof cifSchema>;
export type CifOutput = z.output<typeof cifSchema>;
