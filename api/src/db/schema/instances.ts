import type { InstanceStatus } from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export interface InstanceCredentials {
  username: string;
  password: string;
  account_id: string;
}

/** One launched lab environment: requested → provisioning → running → stopped | expired | failed. */
export const labInstances = pgTable(
  'lab_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labSlug: text('lab_slug').notNull(),
    labTitle: text('lab_title').notNull(),
    // Typed with the contract's statuses so no code path can write one the API may not answer with.
    status: text('status').$type<InstanceStatus>().notNull(),
    provisioner: text('provisioner').notNull(),
    region: text('region').notNull(),
    tokensSpent: integer('tokens_spent').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    extensions: integer('extensions').notNull().default(0),
    credentials: jsonb('credentials').$type<InstanceCredentials>(),
    consoleUrl: text('console_url'),
    failureReason: text('failure_reason'),
    /** When the provisioner said the environment would be ready; kept so a restart resumes. */
    readyDueAt: timestamp('ready_due_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_instances_user_idx').on(t.userId, t.createdAt),
    index('lab_instances_status_idx').on(t.status),
    check(
      'lab_instances_status_known',
      sql`${t.status} in ('requested', 'provisioning', 'running', 'stopped', 'expired', 'failed')`,
    ),
  ],
);
