import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { labInstances } from './instances.schema';

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
