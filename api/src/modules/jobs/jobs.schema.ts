import type { JobApplicationStatus, LanguageCode, WorkMode } from '@ilm/contract';
import { boolean, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { uploads } from '../uploads/uploads.schema';

type Localized = Partial<Record<LanguageCode, string>> & { en: string };

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
