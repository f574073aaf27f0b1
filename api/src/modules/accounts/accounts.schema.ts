import type { LanguageCode } from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephone: text('telephone'),
    country: text('country'),
    plan: text('plan'),
    /** The language the learner chose (en | ar | ur); null: not chosen. */
    language: text('language').$type<LanguageCode>(),
    tokenBalance: integer('token_balance').notNull().default(0),
    /** When the learner opened the confirmation link; null: not confirmed (no sign-up bonus yet). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * When the password was last set after sign-up (a reset). A reset link asked for before it no
     * longer works: a change voids every older link, whatever changed the password.
     */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are unique whatever their case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The last line of defence for the atomic spend: no statement can leave a negative balance.
    check('users_token_balance_non_negative', sql`${t.tokenBalance} >= 0`),
    check('users_language_known', sql`${t.language} in ('en', 'ar', 'ur')`),
  ],
);

/** One signed-in device: every refresh token rotated from one login belongs to the same session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Each refresh token is usable once; `used_at` marks it spent. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Password-reset tokens, stored only as their SHA-256 so a database leak cannot reset anyone. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * E-mail confirmation links, stored only as their SHA-256. Opening one confirms the address and grants
 * the sign-up bonus (once: `users.email_confirmed_at` is set by the same statement that allows it).
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/** Mail kept when no SMTP server is configured (and a record of what was sent when one is). */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});
