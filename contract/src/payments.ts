import { Type, type Static } from 'typebox';
import { CountryCode } from './accounts';
import { IdParams, ListOf, LiteralUnion, Slug } from './common';
import { ENTITLEMENT_KINDS, ORDER_ITEM_TYPES, ORDER_STATUSES } from './payments-vocabulary';

/**
 * Payments (`payments/…`): the visitor's currency and the plans (public), orders, card payments
 * and what the learner owns (signed in).
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** `GET payments/get-currency-code/?country=`: without it, the request's country headers or the user's country decide. */
export const CurrencyQuery = Type.Object({ country: Type.Optional(CountryCode) });
/** Static type of {@link CurrencyQuery}. */
export type CurrencyQuery = Static<typeof CurrencyQuery>;

/** `GET payments/get-currency-code/`: the visitor's currency. (`conversation_amount` is the historical spelling, kept for old clients.) */
export const Currency = Type.Object({
  conversation_amount: Type.Number({ description: 'Multiply a USD price by this to get the local price' }),
  country_code: Type.String(),
  currency_code: Type.String(),
});
/** Static type of {@link Currency}. */
export type Currency = Static<typeof Currency>;

/** A subscription plan, priced in USD. */
export const Plan = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  price_usd: Type.Number(),
  price_usd_cents: Type.Integer(),
  period_months: Type.Integer(),
  tokens_granted: Type.Integer(),
  features: Type.Array(Type.String()),
});
/** Static type of {@link Plan}. */
export type Plan = Static<typeof Plan>;

/** `GET payments/plans/`, in the shop's order. */
export const PlanList = ListOf(Plan);
/** Static type of {@link PlanList}. */
export type PlanList = Static<typeof PlanList>;

/** `POST payments/orders/`: a plan, a career-path bundle or a token pack, by slug. */
export const CreateOrderBody = Type.Object({
  item_type: LiteralUnion(ORDER_ITEM_TYPES),
  item_slug: Slug,
});
/** Static type of {@link CreateOrderBody}. */
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** A card as the payment provider takes it; the API keeps its last four digits only. */
export const PaymentCard = Type.Object({
  number: Type.String({ pattern: '^[0-9][0-9 -]{10,24}[0-9]$' }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer({ minimum: 0, maximum: 2100 }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  name: Type.Optional(Type.String({ maxLength: 120 })),
});
/** Static type of {@link PaymentCard}. */
export type PaymentCard = Static<typeof PaymentCard>;

/** `POST payments/orders/:id/pay/`. */
export const PayBody = Type.Object({ card: PaymentCard });
/** Static type of {@link PayBody}. */
export type PayBody = Static<typeof PayBody>;

/** Path parameters of `payments/orders/:id/…`. */
export const OrderParams = IdParams;
/** Static type of {@link OrderParams}. */
export type OrderParams = Static<typeof OrderParams>;

/** An order as `payments/orders/` answers it; a declined payment leaves it `pending` with `last_error`. */
export const Order = Type.Object({
  id: Type.String(),
  item_type: LiteralUnion(ORDER_ITEM_TYPES),
  item_slug: Type.String(),
  item_name: Type.String(),
  amount_usd: Type.Number(),
  amount_usd_cents: Type.Integer(),
  currency_code: Type.String(),
  local_amount: Type.Number({ description: 'amount_usd converted to currency_code at order time' }),
  tokens: Type.Integer({ description: 'tokens granted when paid' }),
  status: LiteralUnion(ORDER_STATUSES),
  last_error: NullableString,
  payment_provider: NullableString,
  card_last4: NullableString,
  paid_at: NullableString,
  created_at: Type.String(),
});
/** Static type of {@link Order}. */
export type Order = Static<typeof Order>;

/** `GET payments/orders/`, newest first. */
export const OrderList = ListOf(Order);
/** Static type of {@link OrderList}. */
export type OrderList = Static<typeof OrderList>;

/** Something the learner bought that stays theirs: a plan or a career path, with the order that paid for it. */
export const Entitlement = Type.Object({
  kind: LiteralUnion(ENTITLEMENT_KINDS),
  slug: Type.String(),
  order_id: Type.String(),
  created_at: Type.String(),
});
/** Static type of {@link Entitlement}. */
export type Entitlement = Static<typeof Entitlement>;

/** `GET payments/entitlements/`. */
export const EntitlementList = ListOf(Entitlement);
/** Static type of {@link EntitlementList}. */
export type EntitlementList = Static<typeof EntitlementList>;
