import { api } from '@ilm/shared/api';
import type { ItemType } from './checkout-item';

/** An order as the API answers it (`payments/orders/`). */
export interface Order {
  id: string;
  item_type: ItemType;
  item_slug: string;
  item_name: string;
  amount_usd: number;
  amount_usd_cents: number;
  currency_code: string;
  local_amount: number;
  tokens: number;
  status: 'pending' | 'processing' | 'paid';
  last_error: string | null;
  payment_provider: string | null;
  card_last4: string | null;
  paid_at: string | null;
  created_at: string;
}

/** The card as `POST payments/orders/:id/pay/` takes it. */
export interface CardPayload {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
}

/** Creates a pending order for one item (plan, career path or token pack). */
export function createOrder(type: ItemType, slug: string): Promise<Order> {
  return api<Order>('payments/orders/', { method: 'POST', body: { item_type: type, item_slug: slug } });
}

/** Pays a pending order; a declined card rejects with a 402 ApiError and leaves the order payable. */
export function payOrder(id: string, card: CardPayload): Promise<Order> {
  return api<Order>(`payments/orders/${encodeURIComponent(id)}/pay/`, { method: 'POST', body: { card } });
}

/** One of the learner's orders. */
export function fetchOrder(id: string): Promise<Order> {
  return api<Order>(`payments/orders/${encodeURIComponent(id)}/`);
}

/** The learner's lab-token balance. */
export async function fetchTokenBalance(): Promise<number> {
  return (await api<{ balance: number }>('tokens/balance/')).balance;
}
