/**
 * Orders vocabulary (no TypeBox here: browser code imports these values, and this file keeps the
 * schema library out of its bundles).
 */

/** What can be ordered (`item_type` of `POST payments/orders/`). */
export const ORDER_ITEM_TYPES = ['plan', 'career_path', 'token_pack'] as const;
/** One of {@link ORDER_ITEM_TYPES}. */
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

/** Where an order stands; the database refuses any other (check `orders_status_known`). */
export const ORDER_STATUSES = ['pending', 'processing', 'paid'] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a paid order leaves the learner owning beyond tokens (a token pack leaves none). */
export const ENTITLEMENT_KINDS = ['plan', 'career_path'] as const satisfies readonly OrderItemType[];
/** One of {@link ENTITLEMENT_KINDS}. */
export type EntitlementKind = (typeof ENTITLEMENT_KINDS)[number];
