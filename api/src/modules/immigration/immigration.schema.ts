import type { ConsultationStatus, ImmigrationCaseStatus } from '@ilm/contract';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { formSubmissions } from '../forms/forms.schema';
import { uploads } from '../uploads/uploads.schema';

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
