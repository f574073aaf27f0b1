import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/accounts.schema';
import { labInstances } from '../instances.schema';

/**
 * Terminal tickets: single-use and short-lived, bound to a learner and an instance. A row, so that a
 * ticket issued by one API process opens the socket on any other; only the ticket's hash is kept.
 */
export const terminalTickets = pgTable(
  'terminal_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => labInstances.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('terminal_tickets_expires_idx').on(t.expiresAt)],
);
