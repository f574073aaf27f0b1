import type { EntitlementKind, OrderItemType, OrderStatus } from '@ilm/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** plan | career_path | token_pack */
    itemType: text('item_type').$type<OrderItemType>().notNull(),
    itemSlug: text('item_slug').notNull(),
    itemName: text('item_name').notNull(),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    localAmount: integer('local_amount_cents').notNull(),
    tokens: integer('tokens').notNull(),
    /** pending | processing | paid */
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    lastError: text('last_error'),
    paymentProvider: text('payment_provider'),
    paymentRef: text('payment_ref'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), check('orders_status_known', sql`${t.status} in ('pending', 'processing', 'paid')`)],
);

/** What a user owns beyond tokens: plans and career-path bundles. One row per paid order. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** plan | career_path: a token pack leaves no entitlement. */
    kind: text('kind').$type<EntitlementKind>().notNull(),
    slug: text('slug').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A second grant for the same order is impossible even if the code tried.
  (t) => [uniqueIndex('entitlements_order_key').on(t.orderId)],
);
