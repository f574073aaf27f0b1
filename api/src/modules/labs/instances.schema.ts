import type { InstanceStatus } from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

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
    failureReason: text('failure_reason'),
    /** When every step of the lab had passed (set once). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the provisioner said the environment would be ready; kept so a restart resumes. */
    readyDueAt: timestamp('ready_due_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Set while the environment is rebuilt (a reset): until then no other reset or check of it
     * starts, in any API process. A stale one (a process that died mid-reset) runs out by itself.
     */
    rebuildingUntil: timestamp('rebuilding_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_instances_user_idx').on(t.userId, t.createdAt),
    index('lab_instances_status_idx').on(t.status),
    check('lab_instances_status_known', sql`${t.status} in ('requested', 'provisioning', 'running', 'stopped', 'expired', 'failed')`),
  ],
);

/** The last check of each step of an instance: what the learner sees beside the step. */
export const labStepResults = pgTable(
  'lab_step_results',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => labInstances.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    passed: boolean('passed').notNull(),
    /** How many checks of this step failed: asking for the step's solution opens after SOLUTION_AFTER_FAILED_CHECKS. */
    failedChecks: integer('failed_checks').notNull().default(0),
    /** The check's `FAIL:` reason in the three languages (the answer picks the request's). */
    message: jsonb('message').$type<Partial<Record<'en' | 'ar' | 'ur', string>>>(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.stepIndex] })],
);

/** Labs a learner completed (every step passed), the first time: career-path progress and diplomas build on it. */
export const labCompletions = pgTable(
  'lab_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labSlug: text('lab_slug').notNull(),
    instanceId: uuid('instance_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.labSlug] })],
);
