import type { BaariAnswerMode, BaariCitation, BaariRole } from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

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
