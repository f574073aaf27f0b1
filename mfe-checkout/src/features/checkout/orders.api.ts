import type { CreateOrderBody, Order, PayBody, PaymentCard, TokenBalance } from '@ilm/contract';
import { api } from '@ilm/shared/api';
import type { ItemType } from '../shared/checkout-item';

/** An order as `payments/orders/` answers it, as the contract types it. */
export type { Order };

/** Creates a pending order for one item (plan, career path or token pack). */
export function createOrder(type: ItemType, slug: string): Promise<Order> {
  return api<Order>('payments/orders/', { method: 'POST', body: { item_type: type, item_slug: slug } satisfies CreateOrderBody });
}

/** Pays a pending order; a declined card rejects with a 402 ApiError and leaves the order payable. */
export function payOrder(id: string, card: PaymentCard): Promise<Order> {
  return api<Order>(`payments/orders/${encodeURIComponent(id)}/pay/`, { method: 'POST', body: { card } satisfies PayBody });
}

/** One of the learner's orders. */
export function fetchOrder(id: string): Promise<Order> {
  return api<Order>(`payments/orders/${encodeURIComponent(id)}/`);
}

/** The learner's lab-token balance. */
export async function fetchTokenBalance(): Promise<number> {
  return (await api<TokenBalance>('tokens/balance/')).balance;
}
