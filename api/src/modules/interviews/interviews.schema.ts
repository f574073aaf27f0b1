import type { BaariAnswerMode, InterviewStatus, LanguageCode } from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/** A mock interview for a career path: the questions drawn from its bank, in order. */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerPathSlug: text('career_path_slug').notNull(),
    language: text('language').$type<LanguageCode>().notNull(),
    /** The ids of the bank's questions this interview asks, in order. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    status: text('status').$type<InterviewStatus>().notNull().default('in_progress'),
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('interview_sessions_user_idx').on(t.userId, t.createdAt),
    check('interview_sessions_status_known', sql`${t.status} in ('in_progress', 'completed')`),
  ],
);

/** A learner's answer to one question of an interview, with its feedback against the question's rubric. */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    answer: text('answer').notNull(),
    /** Per rubric point of the question (its id in the bank), whether the answer met it. */
    rubric: jsonb('rubric').$type<{ point: string; met: boolean }[]>().notNull(),
    feedback: text('feedback').notNull(),
    score: integer('score').notNull(),
    mode: text('mode').$type<BaariAnswerMode>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.questionIndex] }), check('interview_answers_score_range', sql`${t.score} between 0 and 100`)],
);
