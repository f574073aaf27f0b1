import type { UploadPurpose } from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/** A file a learner uploaded (a CV, an immigration document), kept in the data folder under `storedName`. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** The file's name as the learner's device gave it, without any folder part. */
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    /** Decided from the content, not the name. */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt), check('uploads_purpose_known', sql`${t.purpose} in ('cv', 'immigration_document')`)],
);
