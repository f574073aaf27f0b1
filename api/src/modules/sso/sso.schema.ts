import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from '../accounts/accounts.schema';

/**
 * One-time sign-in codes for the SSO hand-off: a signed-in client asks for a code, sends the browser
 * to `/auth/sso?code=…`, and the site exchanges it for its own session. Only the code's SHA-256 is kept.
 */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked for the code: the code dies with it (logout, password reset). */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_codes_user_idx').on(t.userId)],
);
