import { useMemo, useRef } from 'react';
import type { PaymentCard } from '@ilm/contract';
import { isApiError } from '@ilm/shared/api';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import type { CheckoutItemRef } from '../shared/checkout-item';
import { createOrder, fetchOrder, fetchTokenBalance, payOrder, type Order } from './orders.api';

/** Card outcomes the payment provider names (402 codes of `pay/`). */
export const DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error'] as const;

/** Where one checkout's payment stands. */
export type PaymentState =
  | { status: 'idle' }
  | { status: 'paying' }
  | { status: 'declined'; code: string; message: string }
  | { status: 'field-error'; field: 'number' | 'expiry' | 'cvc' | 'name'; message: string }
  | { status: 'in-progress' }
  | { status: 'failed'; message: string; offline: boolean }
  | { status: 'paid'; order: Order; balance: number | null };

const FIELDS: Record<string, 'number' | 'expiry' | 'cvc' | 'name'> = {
  'card.number': 'number',
  'card.exp_month': 'expiry',
  'card.exp_year': 'expiry',
  'card.cvc': 'cvc',
  'card.name': 'name',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 409 on `pay/` whose other request has not finished paying: the buyer is told to wait. */
class PaymentStillRunning extends Error {}

/** Another request (another tab, an earlier click) is paying `order`: its outcome, once it is paid. */
async function outcomeOf(order: Order): Promise<Order> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const latest = await fetchOrder(order.id).catch(() => null);
    if (latest?.status === 'paid') return latest;
    if (latest?.status === 'pending') break;
    await wait(1000);
  }
  throw new PaymentStillRunning();
}

function failureState(error: unknown): PaymentState {
  if (error instanceof PaymentStillRunning) return { status: 'in-progress' };
  if (!isApiError(error)) return { status: 'failed', message: String(error), offline: false };
  if (error.status === 402) return { status: 'declined', code: error.code ?? 'card_declined', message: error.message };
  if (error.status === 400) {
    const field = (error.data as { field?: string } | undefined)?.field;
    if (field && FIELDS[field]) {
      return { status: 'field-error', field: FIELDS[field], message: error.message.replace(/^card\.[a-z_]+: /, '') };
    }
  }
  return { status: 'failed', message: error.message, offline: error.status === 0 };
}

/**
 * Pays for one item (the checkout form lives as long as its item): creates its order once (a retry
 * after a decline pays the same order), then pays it. While a payment runs, further calls are
 * ignored, so a double click sends one request. An access token that expired meanwhile is renewed
 * by the API client.
 */
export function usePayment(item: CheckoutItemRef) {
  const queryClient = useQueryClient();
  const order = useRef<Order | null>(null);
  const busy = useRef(false);
  const payment = useMutation({
    mutationFn: async (card: PaymentCard): Promise<{ order: Order; balance: number | null }> => {
      let paid: Order;
      try {
        order.current ??= await createOrder(item.type, item.slug);
        paid = await payOrder(order.current.id, card);
      } catch (error) {
        if (!isApiError(error, 409) || !order.current) throw error;
        paid = await outcomeOf(order.current);
      }
      return { order: paid, balance: await fetchTokenBalance().catch(() => null) };
    },
    // The learner's balance, plan and career paths changed: whatever any screen cached is out of date.
    onSuccess: () => void queryClient.invalidateQueries(),
    onSettled: () => {
      busy.current = false;
    },
  });

  const { status, data, error, mutate } = payment;
  const state = useMemo<PaymentState>(() => {
    if (status === 'pending') return { status: 'paying' };
    if (status === 'success') return { status: 'paid', order: data.order, balance: data.balance };
    if (status === 'error') return failureState(error);
    return { status: 'idle' };
  }, [status, data, error]);

  const pay = (card: PaymentCard) => {
    if (busy.current) return;
    busy.current = true;
    mutate(card);
  };

  return { state, pay };
}
