import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/** The Ed25519 keys diplomas are signed with: the newest signs, every one stays published (rotation keeps old diplomas verifiable). */
export const diplomaKeys = pgTable('diploma_keys', {
  /** The key's `kid` (its JWK thumbprint). */
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a newer key took over signing; it still verifies what it signed. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** A diploma issued for a completed career path: an Open Badges 3.0 credential signed as a JWT. */
export const diplomas = pgTable(
  'diplomas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerPathSlug: text('career_path_slug').notNull(),
    nameOnDiploma: text('name_on_diploma').notNull(),
    /** The signed credential (compact JWS), exactly as issued. */
    jwt: text('jwt').notNull(),
    kid: text('kid').notNull(),
    /** The diploma's bit in the status list (revocation). */
    statusIndex: integer('status_index').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revocationReason: text('revocation_reason'),
  },
  (t) => [unique('diplomas_user_path_unique').on(t.userId, t.careerPathSlug), index('diplomas_user_idx').on(t.userId)],
);
