import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type ApiError } from '@ilm/shared/api';
import type { CheckoutItemRef } from './checkout-item';
import type { PaymentCard } from '@ilm/contract';
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

/**
 * Pays for one item: creates its order once (a retry after a decline pays the same order), then
 * pays it. While a payment runs, further calls are ignored, so a double click sends one request.
 */
export function usePayment(item: CheckoutItemRef) {
  const [state, setState] = useState<PaymentState>({ status: 'idle' });
  const busy = useRef(false);
  const order = useRef<Order | null>(null);
  const itemKey = `${item.type}:${item.slug}`;
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    order.current = null;
    setState({ status: 'idle' });
    return () => {
      live.current = false;
    };
  }, [itemKey]);

  const succeed = useCallback(async (paid: Order) => {
    const balance = await fetchTokenBalance().catch(() => null);
    if (live.current) setState({ status: 'paid', order: paid, balance });
  }, []);

  const pay = useCallback(
    async (card: PaymentCard) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'paying' });
      try {
        // An access token that expired meanwhile is renewed by the API client (shared/api).
        order.current ??= await createOrder(item.type, item.slug);
        const paid = await payOrder(order.current.id, card);
        await succeed(paid);
      } catch (error) {
        const next = await failureState(error, order.current, succeed);
        if (live.current && next) setState(next);
      } finally {
        busy.current = false;
      }
    },
    // The item is read through itemKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [itemKey, succeed],
  );

  return { state, pay };
}

async function failureState(error: unknown, order: Order | null, succeed: (order: Order) => Promise<void>): Promise<PaymentState | null> {
  if (!isApiError(error)) return { status: 'failed', message: String(error), offline: false };
  const apiError: ApiError = error;
  if (apiError.status === 402) return { status: 'declined', code: apiError.code ?? 'card_declined', message: apiError.message };
  if (apiError.status === 400) {
    const field = (apiError.data as { field?: string } | undefined)?.field;
    if (field && FIELDS[field]) {
      return { status: 'field-error', field: FIELDS[field], message: apiError.message.replace(/^card\.[a-z_]+: /, '') };
    }
  }
  if (apiError.status === 409 && order) {
    // Another request (another tab, an earlier click) is paying this order: wait for its outcome.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const latest = await fetchOrder(order.id).catch(() => null);
      if (latest?.status === 'paid') {
        await succeed(latest);
        return null;
      }
      if (latest?.status === 'pending') break;
      await wait(1000);
    }
    return { status: 'in-progress' };
  }
  return { status: 'failed', message: apiError.message, offline: apiError.status === 0 };
}
