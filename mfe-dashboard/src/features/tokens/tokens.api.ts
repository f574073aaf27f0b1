import { api } from '@ilm/shared/api';
import type { ListOf } from '../labs/labs.api';

/** One grant (positive) or spend (negative) of tokens. */
export interface LedgerEntry {
  id: number;
  delta: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: string | null;
  created_at: string;
}

/** A pack of tokens for sale. */
export interface TokenPack {
  slug: string;
  name: string;
  tokens: number;
  price_usd: number;
  price_usd_cents: number;
}

export const LEDGER_PAGE_SIZE = 20;

export const fetchBalance = () => api<{ balance: number }>('tokens/balance/');
export const fetchLedger = (before?: number, limit = LEDGER_PAGE_SIZE) =>
  api<ListOf<LedgerEntry>>('tokens/ledger/', { query: before ? { limit, before } : { limit } });
export const fetchPacks = () => api<ListOf<TokenPack>>('tokens/packs/');
