import { z } from 'zod';
import { countryRule, dateOfBirthRule, emailRule, fullNameRule, honeypotRule, phoneRule } from './form-rules';

/** The diploma declaration's rules (the API's DiplomaDeclarationBody; the career path must be one of the catalog's). */
export const diplomaDeclarationSchema = z.object({
  full_name: fullNameRule(),
  email: emailRule,
  telephone: phoneRule(false),
  country: countryRule,
  career_path_slug: z.string().min(1, { error: 'validation.careerPathRequired' }),
  name_on_diploma: fullNameRule('validation.nameOnDiplomaRequired'),
  date_of_birth: dateOfBirthRule,
  declaration_accepted: z
    .boolean()
    .refine((accepted) => accepted, { error: 'validation.declarationRequired' })
    .transform(() => true as const),
  signature: fullNameRule('validation.signatureRequired'),
  website: honeypotRule,
});

export type DiplomaDeclarationValues = z.input<typeof diplomaDeclarationSchema>;
export type DiplomaDeclarationOutput = z.output<typeof diplomaDeclarationSchema>;
