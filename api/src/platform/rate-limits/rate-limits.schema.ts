import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate-limit counters every API process shares when the API runs on a PostgreSQL server
 * (docs/rules/security.md#rate-limits): one row per counter key (`auth-account|<address>|<email>`…),
 * its hits in the current window and when that window ends.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);
