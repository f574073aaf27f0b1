import { Type, type Static } from 'typebox';
import { INT32_MAX, ListOf } from './common';

/**
 * Lab tokens (`tokens/…`): the balance and ledger (signed in) and the packs on sale (public).
 */

/** `GET tokens/balance/`. */
export const TokenBalance = Type.Object({
  balance: Type.Integer(),
  /** Optional for older servers; the API always sends it. */
  pending_signup_bonus: Type.Optional(Type.Integer({ description: 'sign-up bonus tokens granted once the e-mail address is confirmed (0 once confirmed)' })),
});
/** Static type of {@link TokenBalance}. */
export type TokenBalance = Static<typeof TokenBalance>;

/** `GET tokens/ledger/`: page with `before` = the last id you have. */
export const LedgerQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
});
/** Static type of {@link LedgerQuery}. */
export type LedgerQuery = Static<typeof LedgerQuery>;

/** One grant (positive) or spend (negative) of tokens, with the balance it left. */
export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer({ description: 'positive: granted, negative: spent' }),
  balance_after: Type.Integer(),
  reason: Type.String({
    description: 'signup_bonus | plan_purchase | career_path_purchase | token_pack_purchase | lab_launch | lab_extend | lab_refund',
  }),
  ref_type: Type.Union([Type.String(), Type.Null()]),
  ref_id: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
/** Static type of {@link LedgerEntry}. */
export type LedgerEntry = Static<typeof LedgerEntry>;

/** `GET tokens/ledger/`, newest first. */
export const LedgerEntryList = ListOf(LedgerEntry);
/** Static type of {@link LedgerEntryList}. */
export type LedgerEntryList = Static<typeof LedgerEntryList>;

/** A pack of tokens for sale. */
export const TokenPack = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  tokens: Type.Integer(),
  price_usd: Type.Number(),
  price_usd_cents: Type.Integer(),
});
/** Static type of {@link TokenPack}. */
export type TokenPack = Static<typeof TokenPack>;

/** `GET tokens/packs/`, in the shop's order. */
export const TokenPackList = ListOf(TokenPack);
/** Static type of {@link TokenPackList}. */
export type TokenPackList = Static<typeof TokenPackList>;
