import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/** Every submitted form; `data` holds the validated fields of its kind. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of FORM_KINDS (contract/src/forms-vocabulary.ts). */
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_user_idx').on(t.userId, t.createdAt),
    // Mails per recipient are counted by address (api/src/modules/forms/forms.service.ts).
    index('form_submissions_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);
