import type {
  ConsultationStatus,
  ImmigrationCaseStatus,
  InternshipStatus,
  JobApplicationStatus,
  LanguageCode,
  MentorReviewStatus,
  UploadPurpose,
  WorkMode,
} from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { formSubmissions } from './forms';

type Localized = Partial<Record<LanguageCode, string>> & { en: string };

/** The Ed25519 keys diplomas are signed with: the newest signs, every one stays published (rotation keeps old diplomas verifiable). */
export const diplomaKeys = pgTable('diploma_keys', {
  /** The key's `kid` (its JWK thumbprint). */
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a newer key took over signing; it still verifies what it signed. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** A diploma issued for a completed career path: an Open Badges 3.0 credential signed as a JWT. */
export const diplomas = pgTable(
  'diplomas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerPathSlug: text('career_path_slug').notNull(),
    nameOnDiploma: text('name_on_diploma').notNull(),
    /** The signed credential (compact JWS), exactly as issued. */
    jwt: text('jwt').notNull(),
    kid: text('kid').notNull(),
    /** The diploma's bit in the status list (revocation). */
    statusIndex: integer('status_index').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason'),
  },
  (t) => [unique('diplomas_user_path_unique').on(t.userId, t.careerPathSlug), index('diplomas_user_idx').on(t.userId)],
);

/** A file a learner uploaded (a CV, an immigration document), kept in the data folder under `storedName`. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** The file's name as the learner's device gave it, without any folder part. */
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    /** Decided from the content, not the name. */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt), check('uploads_purpose_known', sql`${t.purpose} in ('cv', 'immigration_document')`)],
);

/** A learner's career profile: what employers see with an application (skills come from completed labs and diplomas). */
export const careerProfiles = pgTable('career_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull().default(''),
  /** Roles they look for, where, and how they want to work. */
  desiredRoles: jsonb('desired_roles').$type<string[]>().notNull().default([]),
  locations: jsonb('locations').$type<string[]>().notNull().default([]),
  workModes: jsonb('work_modes').$type<WorkMode[]>().notNull().default([]),
  openToRelocation: boolean('open_to_relocation').notNull().default(false),
  cvUploadId: uuid('cv_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An opening from a partner employer (seeded; staff add more with the admin command). */
export const jobOpenings = pgTable('job_openings', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  employer: text('employer').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  location: text('location').notNull(),
  workMode: text('work_mode').$type<WorkMode>().notNull(),
  /** The career path it suits, and the labs whose skills it asks for (matching ranks by them). */
  careerPathSlug: text('career_path_slug'),
  skillLabSlugs: jsonb('skill_lab_slugs').$type<string[]>().notNull().default([]),
  open: boolean('open').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A learner's application to an opening, with its status. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openingId: uuid('opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    coverNote: text('cover_note').notNull().default(''),
    /** The profile as it was sent (skills, headline, CV upload id). */
    profileSnapshot: jsonb('profile_snapshot').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobApplicationStatus>().notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('job_applications_once').on(t.userId, t.openingId), index('job_applications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Each status an application went through, when, and the note staff wrote for the learner: sent,
 * every staff change (`admin jobs set-status`), withdrawn. What the learner follows on /dashboard/jobs.
 */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobApplicationStatus>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** A virtual internship programme: a capstone made of real labs, for a career path. */
export const internshipProgrammes = pgTable('internship_programmes', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
  careerPathSlug: text('career_path_slug').notNull(),
  capstoneLabSlugs: jsonb('capstone_lab_slugs').$type<string[]>().notNull(),
});

/** A cohort of a programme: its dates and seats. */
export const internshipCohorts = pgTable('internship_cohorts', {
  id: uuid('id').primaryKey().defaultRandom(),
  programmeSlug: text('programme_slug')
    .notNull()
    .references(() => internshipProgrammes.slug, { onDelete: 'cascade' }),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  seats: integer('seats').notNull(),
});

/** A learner's place in a cohort: application, capstone progress (from lab completions), mentor review, completion. */
export const internshipApplications = pgTable(
  'internship_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => internshipCohorts.id, { onDelete: 'cascade' }),
    motivation: text('motivation').notNull(),
    status: text('status').$type<InternshipStatus>().notNull().default('applied'),
    mentorReview: text('mentor_review').$type<MentorReviewStatus>().notNull().default('not_started'),
    mentorNote: text('mentor_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [unique('internship_applications_once').on(t.userId, t.cohortId)],
);

/** An immigration-support case, opened from a learner's candidate information form. */
export const immigrationCases = pgTable(
  'immigration_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cifSubmissionId: uuid('cif_submission_id').references(() => formSubmissions.id, { onDelete: 'set null' }),
    destinationCountry: text('destination_country'),
    status: text('status').$type<ImmigrationCaseStatus>().notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('immigration_cases_user_idx').on(t.userId, t.createdAt)],
);

/** Each status a case went through, with the note staff wrote for the learner. */
export const immigrationCaseEvents = pgTable(
  'immigration_case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => immigrationCases.id, { onDelete: 'cascade' }),
    status: text('status').$type<ImmigrationCaseStatus>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('immigration_case_events_case_idx').on(t.caseId, t.createdAt)],
);

/** The documents attached to a case. */
export const immigrationCaseDocuments = pgTable(
  'immigration_case_documents',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => immigrationCases.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** What the learner says it is (passport, degree, transcript…), in their words. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.uploadId] })],
);

/** A consultation the learner asked for on their case. */
export const immigrationConsultations = pgTable('immigration_consultations', {
  id: uuid('id').primaryKey().defaultRandom(),
  caseId: uuid('case_id')
    .notNull()
    .references(() => immigrationCases.id, { onDelete: 'cascade' }),
  /** When the learner can talk, in their words, and how to reach them. */
  availability: text('availability').notNull(),
  status: text('status').$type<ConsultationStatus>().notNull().default('requested'),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
