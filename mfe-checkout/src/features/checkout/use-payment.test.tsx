import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createQueryClient, QueryProvider } from '@ilm/shared/query';
import { API, signIn, setupApiServer } from '../../testing/api-mocks';
import { usePayment } from './use-payment';

const server = setupApiServer();
afterEach(() => jest.useRealTimers());

const ORDER = {
  id: '0b7e2c52-4e6d-4a63-9d3c-5b1f6a0c9e11',
  item_type: 'token_pack',
  item_slug: 'tokens-25',
  item_name: '25 lab tokens',
  amount_usd: 22.5,
  amount_usd_cents: 2250,
  currency_code: 'USD',
  local_amount: 22.5,
  tokens: 25,
  status: 'pending',
  last_error: null,
  payment_provider: null,
  card_last4: null,
  paid_at: null,
  created_at: '2026-11-21T05:00:00.000Z',
};
const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'Amina Khan' };

function withClient() {
  const client = createQueryClient({ gcTime: Infinity });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
  return { client, wrapper };
}

describe('usePayment', () => {
  it('marks every answer the site cached as out of date once paid: the balance, plan and paths changed', async () => {
    signIn();
    server.use(
      http.post(`${API}payments/orders/`, () => HttpResponse.json(ORDER, { status: 201 })),
      http.post(`${API}payments/orders/:id/pay/`, () => HttpResponse.json({ ...ORDER, status: 'paid', card_last4: '4242' })),
      http.get(`${API}tokens/balance/`, () => HttpResponse.json({ balance: 45 })),
    );
    const { client, wrapper } = withClient();
    client.setQueryData(['mfe-dashboard', 'tokens', 'balance'], { balance: 20 });
    const { result } = renderHook(() => usePayment({ type: 'token_pack', slug: 'tokens-25' }), { wrapper });
    act(() => result.current.pay(CARD));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'paid', balance: 45 }));
    expect(client.getQueryState(['mfe-dashboard', 'tokens', 'balance'])?.isInvalidated).toBe(true);
  });

  it('tells the buyer to wait when another request is still paying the same order', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    signIn();
    server.use(
      http.post(`${API}payments/orders/`, () => HttpResponse.json(ORDER, { status: 201 })),
      http.post(`${API}payments/orders/:id/pay/`, () =>
        HttpResponse.json({ statusCode: 409, code: 'payment_in_progress', message: 'This order is being paid.' }, { status: 409 }),
      ),
      http.get(`${API}payments/orders/:id/`, () => HttpResponse.json({ ...ORDER, status: 'processing' })),
    );
    const { wrapper } = withClient();
    const { result } = renderHook(() => usePayment({ type: 'token_pack', slug: 'tokens-25' }), { wrapper });
    act(() => result.current.pay(CARD));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(6000);
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'in-progress' }));
  });
});
