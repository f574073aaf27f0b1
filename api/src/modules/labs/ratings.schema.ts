import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * What a learner thinks of a lab they completed: 1–5 stars and an optional comment. One row per
 * learner and lab (rating again replaces it). The slug is not a foreign key, like `lab_completions`:
 * a lab retired from the catalog keeps the ratings it had.
 */
export const labRatings = pgTable(
  'lab_ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labSlug: text('lab_slug').notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.labSlug] }),
    // The catalog averages a lab's ratings on every read.
    index('lab_ratings_lab_idx').on(t.labSlug),
    check('lab_ratings_stars_range', sql`${t.stars} between 1 and 5`),
    check('lab_ratings_comment_length', sql`char_length(${t.comment}) <= 500`),
  ],
);
