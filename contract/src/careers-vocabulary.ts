/**
 * Career services vocabulary: diplomas, uploads, job placement, internships and immigration cases
 * (no TypeBox here: browser code imports these values, and this file keeps the schema library out
 * of its bundles).
 */

/** What a diploma's verification finds: signature and issuer good and not revoked, revoked, or not to be trusted. */
export const DIPLOMA_VERDICTS = ['valid', 'revoked', 'invalid'] as const;
/** One of {@link DIPLOMA_VERDICTS}. */
export type DiplomaVerdict = (typeof DIPLOMA_VERDICTS)[number];

/** What an upload is for. */
export const UPLOAD_PURPOSES = ['cv', 'immigration_document'] as const;
/** One of {@link UPLOAD_PURPOSES}. */
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The largest file an upload may be, in bytes (5 MiB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The types each purpose accepts, decided from the file's content (its magic bytes), never from its
 * name or the type the browser claims: a CV is a PDF; an immigration document a PDF, JPEG or PNG.
 */
export const UPLOAD_MEDIA_TYPES = {
  cv: ['application/pdf'],
  immigration_document: ['application/pdf', 'image/jpeg', 'image/png'],
} as const satisfies Record<UploadPurpose, readonly string[]>;

/** Where a job application stands, moved by staff (`pnpm --filter @ilm/api admin`). */
export const JOB_APPLICATION_STATUSES = ['submitted', 'in_review', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn'] as const;
/** One of {@link JOB_APPLICATION_STATUSES}. */
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/** How a learner prefers to work. */
export const WORK_MODES = ['remote', 'hybrid', 'on_site'] as const;
/** One of {@link WORK_MODES}. */
export type WorkMode = (typeof WORK_MODES)[number];

/** Where an internship application stands. */
export const INTERNSHIP_STATUSES = ['applied', 'accepted', 'in_progress', 'completed', 'not_selected', 'withdrawn'] as const;
/** One of {@link INTERNSHIP_STATUSES}. */
export type InternshipStatus = (typeof INTERNSHIP_STATUSES)[number];

/** A mentor's review of an intern's capstone. */
export const MENTOR_REVIEW_STATUSES = ['not_started', 'pending', 'changes_requested', 'approved'] as const;
/** One of {@link MENTOR_REVIEW_STATUSES}. */
export type MentorReviewStatus = (typeof MENTOR_REVIEW_STATUSES)[number];

/** Where an immigration-support case stands, moved by staff. */
export const IMMIGRATION_CASE_STATUSES = ['received', 'in_review', 'documents_requested', 'consultation_scheduled', 'application_prepared', 'closed'] as const;
/** One of {@link IMMIGRATION_CASE_STATUSES}. */
export type ImmigrationCaseStatus = (typeof IMMIGRATION_CASE_STATUSES)[number];

/** Where a consultation request stands. */
export const CONSULTATION_STATUSES = ['requested', 'scheduled', 'done', 'cancelled'] as const;
/** One of {@link CONSULTATION_STATUSES}. */
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** An internship application's motivation, in characters (trimmed): at least this many… */
export const INTERNSHIP_MOTIVATION_MIN_LENGTH = 50;
/** …and at most this many. */
export const INTERNSHIP_MOTIVATION_MAX_LENGTH = 2000;

/** What a learner calls a document they attach to an immigration case ("Passport", "Degree certificate"), at most this many characters. */
export const IMMIGRATION_DOCUMENT_LABEL_MAX_LENGTH = 80;
/** Documents one immigration case holds at most. */
export const IMMIGRATION_CASE_MAX_DOCUMENTS = 20;
/** A consultation request's availability (when and how to reach the learner), in characters: at least this many… */
export const CONSULTATION_AVAILABILITY_MIN_LENGTH = 10;
/** …and at most this many. */
export const CONSULTATION_AVAILABILITY_MAX_LENGTH = 500;
/** Consultation requests that are still open (one at a time per case). */
export const OPEN_CONSULTATION_STATUSES = ['requested', 'scheduled'] as const satisfies readonly ConsultationStatus[];

/** A career profile's headline, in characters at most. */
export const CAREER_PROFILE_HEADLINE_MAX_LENGTH = 160;
/** Desired roles and locations of a career profile: at most this many each… */
export const CAREER_PROFILE_LIST_MAX_ITEMS = 10;
/** …of at most this many characters. */
export const CAREER_PROFILE_ITEM_MAX_LENGTH = 80;
/** The note a learner may send with a job application, in characters at most. */
export const COVER_NOTE_MAX_LENGTH = 2000;
/** Job application statuses from which the learner can no longer withdraw. */
export const CLOSED_JOB_APPLICATION_STATUSES = ['hired', 'not_selected', 'withdrawn'] as const satisfies readonly JobApplicationStatus[];
