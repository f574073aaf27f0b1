import type { BaariAnswerMode, BaariCitation, BaariRole, InterviewStatus, LanguageCode } from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { labInstances } from './instances';

/** A learner's conversation with Baari (a visitor's questions are answered but never kept). */
export const baariConversations = pgTable(
  'baari_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first question, shortened: what the history list shows. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('baari_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/** One message of a conversation: the learner's question or Baari's answer with the pages it cited. */
export const baariMessages = pgTable(
  'baari_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => baariConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<BaariRole>().notNull(),
    text: text('text').notNull(),
    citations: jsonb('citations').$type<BaariCitation[]>().notNull().default([]),
    mode: text('mode').$type<BaariAnswerMode>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('baari_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('baari_messages_role_known', sql`${t.role} in ('user', 'assistant')`),
  ],
);

/**
 * The help a learner took on a step of a running lab: each hint tier once, and `solution` when they
 * asked for it (docs/rules/lab-format.md#hints). Kept with the instance, so the record says which
 * steps were passed with the solution shown.
 */
export const labHintEvents = pgTable(
  'lab_hint_events',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => labInstances.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    /** A HINT_TIERS value, or `solution`. */
    tier: text('tier').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.stepIndex, t.tier] }),
    check('lab_hint_events_tier_known', sql`${t.tier} in ('concept', 'pointer', 'skeleton', 'solution')`),
  ],
);

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
  (t) => [
    primaryKey({ columns: [t.sessionId, t.questionIndex] }),
    check('interview_answers_score_range', sql`${t.score} between 0 and 100`),
  ],
);
