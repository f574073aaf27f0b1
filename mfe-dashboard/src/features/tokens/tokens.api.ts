import type { LedgerEntry, LedgerEntryList, LedgerQuery, MessageResponse, TokenPack, TokenPackList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** One grant (positive) or spend (negative) of tokens, and a pack of tokens for sale, as the contract types them. */
export type { LedgerEntry, TokenPack };

export const LEDGER_PAGE_SIZE = 20;

export const fetchLedger = (before?: number, limit = LEDGER_PAGE_SIZE) =>
  api<LedgerEntryList>('tokens/ledger/', { query: (before ? { limit, before } : { limit }) satisfies LedgerQuery });
export const fetchPacks = () => api<TokenPackList>('tokens/packs/');
/** A new e-mail confirmation link for the signed-in learner (the sign-up bonus waits for it). */
export const resendConfirmation = () => api<MessageResponse>('accounts/confirm-email/resend/', { method: 'POST' });
