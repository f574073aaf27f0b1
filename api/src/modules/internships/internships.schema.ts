import type { InternshipStatus, LanguageCode, MentorReviewStatus } from '@ilm/contract';
import { date, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

type Localized = Partial<Record<LanguageCode, string>> & { en: string };

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
