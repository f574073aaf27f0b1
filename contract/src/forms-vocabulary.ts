/**
 * Forms vocabulary: the choices the forms offer (no TypeBox here: browser code imports these
 * values to draw its selects, and this file keeps the schema library out of its bundles).
 */

/** `education_level` of the career information form (`forms/cif/`). */
export const EDUCATION_LEVELS = ['high_school', 'diploma', 'bachelor', 'master', 'doctorate'] as const;
/** One of {@link EDUCATION_LEVELS}. */
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** `interested_in` of the career information form: at least one, each once. */
export const CIF_INTERESTS = ['career_path', 'job_placement', 'virtual_internship', 'interview_preparation', 'immigration_support', 'diploma'] as const;
/** One of {@link CIF_INTERESTS}. */
export type CifInterest = (typeof CIF_INTERESTS)[number];

/** `budget` of the consulting inquiry (`forms/consulting-inquiry/`), in USD. */
export const CONSULTING_BUDGETS = ['under_5k', '5k_20k', '20k_50k', 'over_50k'] as const;
/** One of {@link CONSULTING_BUDGETS}. */
export type ConsultingBudget = (typeof CONSULTING_BUDGETS)[number];
