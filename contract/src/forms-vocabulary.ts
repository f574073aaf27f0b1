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

/** `topics` of the team inquiry (`forms/team-inquiry/`): what the team wants to learn or do with us. */
export const TEAM_TOPICS = [
  'cloud_platforms',
  'kubernetes_devops',
  'security',
  'ai',
  'linux',
  'python',
  'data_sql',
  'networking',
  'skills_assessment',
  'hiring_graduates',
] as const;
/** One of {@link TEAM_TOPICS}. */
export type TeamTopic = (typeof TEAM_TOPICS)[number];

/**
 * The spam trap every form accepts: drawn hidden from people and assistive technology, so only a
 * program that fills every input fills it. A submission with it filled is answered as a success
 * and dropped (nothing stored, nothing mailed).
 */
export const HONEYPOT_FIELD = 'website';

/** Every kind of form the API stores (`forms/mine/` lists them with it). */
export const FORM_KINDS = ['contact_us', 'cif', 'diploma_declaration', 'consulting_inquiry', 'team_inquiry'] as const;
/** One of {@link FORM_KINDS}. */
export type FormKind = (typeof FORM_KINDS)[number];
