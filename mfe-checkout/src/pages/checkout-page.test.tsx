import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { Route, Routes, useLocation } from '@ilm/shared/router';
import { resolveCurrency } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { API, learner, signIn, setupApiServer } from '../testing/api-mocks';
import { CheckoutPage } from './checkout-page';

const server = setupApiServer();
const NOW = () => new Date(2026, 10, 21);

interface Calls {
  orders: unknown[];
  pays: { id: string; body: unknown }[];
}
let calls: Calls;
let balance = 20;

function order(overrides: Record<string, unknown> = {}) {
  return {
    id: '0b7e2c52-4e6d-4a63-9d3c-5b1f6a0c9e11',
    item_type: 'plan',
    item_slug: 'standard',
    item_name: 'Standard plan',
    amount_usd: 39,
    amount_usd_cents: 3900,
    currency_code: 'USD',
    local_amount: 39,
    tokens: 60,
    status: 'pending',
    last_error: null,
    payment_provider: null,
    card_last4: null,
    paid_at: null,
    created_at: '2026-11-21T05:00:00.000Z',
    ...overrides,
  };
}

/** The order API as the real one behaves: a declined card answers 402 and leaves the order payable. */
function orderApi({ payDelay = 0 } = {}) {
  server.use(
    http.post(`${API}payments/orders/`, async ({ request }) => {
      const body = (await request.json()) as { item_type: string; item_slug: string };
      calls.orders.push(body);
      const name = body.item_type === 'token_pack' ? '25 lab tokens' : 'Standard plan';
      const tokens = body.item_type === 'token_pack' ? 25 : 60;
      return HttpResponse.json(order({ item_type: body.item_type, item_slug: body.item_slug, item_name: name, tokens }), { status: 201 });
    }),
    http.post(`${API}payments/orders/:id/pay/`, async ({ request, params }) => {
      const body = (await request.json()) as { card: { number: string } };
      calls.pays.push({ id: String(params.id), body });
      if (payDelay) await delay(payDelay);
      if (body.card.number === '4000000000000002') {
        return HttpResponse.json({ statusCode: 402, error: 'Payment Required', message: 'Your card was declined.', code: 'card_declined' }, { status: 402 });
      }
      balance += 60;
      return HttpResponse.json(
        order({ status: 'paid', payment_provider: 'sandbox', card_last4: body.card.number.slice(-4), paid_at: '2026-11-21T05:01:00.000Z' }),
      );
    }),
    http.get(`${API}tokens/balance/`, () => HttpResponse.json({ balance })),
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderCheckout(route = '/checkout?plan=standard') {
  return renderWithShell(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage now={NOW} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: { number?: string; expiry?: string; cvc?: string } = {}) {
  await user.type(await screen.findByLabelText('Card number'), card.number ?? '4242424242424242');
  await user.type(screen.getByLabelText(/Expiry date/), card.expiry ?? '1229');
  await user.type(screen.getByLabelText(/Security code/), card.cvc ?? '123');
}

beforeEach(async () => {
  calls = { orders: [], pays: [] };
  balance = 20;
  await act(() => resolveCurrency('PK'));
});

describe('CheckoutPage', () => {
  it('sends an anonymous visitor to sign in, with a redirect back to this checkout', async () => {
    renderCheckout('/checkout?pack=tokens-25');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/auth/signin?redirect=${encodeURIComponent('/checkout?pack=tokens-25')}`));
  });

  it('waits for the session check before deciding, and keeps a learner whose token is valid', async () => {
    server.use(
      http.get(`${API}accounts/get-user/`, async () => {
        await delay(20);
        return HttpResponse.json(learner);
      }),
    );
    const { setTokenCookies } = await import('@ilm/shared/cookies');
    setTokenCookies('access.token', 'refresh.token');
    renderCheckout();
    expect(screen.getByText('Checking your account')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it("shows the order summary in the visitor's currency and the buyer prefilled", async () => {
    server.use(
      http.get(`${API}payments/get-currency-code/`, () => HttpResponse.json({ conversation_amount: 0.92, country_code: 'DE', currency_code: 'EUR', tax: 19 })),
    );
    await act(() => resolveCurrency('DE'));
    signIn();
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Standard plan')).toBeInTheDocument();
    expect(within(summary).getByText('60 lab tokens')).toBeInTheDocument();
    // 39 × 0.92 = 35.88; 19 % tax = 6.8172; total 42.6972
    expect(within(summary).getByText('€35.88')).toBeInTheDocument();
    expect(within(summary).getByText('Tax (19%)')).toBeInTheDocument();
    expect(within(summary).getByText('€6.82')).toBeInTheDocument();
    expect(within(summary).getByText('€42.70')).toBeInTheDocument();
    expect(summary).toHaveTextContent(/Your card is charged \$39\.00 \(US dollars\)/);
    const buyer = screen.getByRole('region', { name: 'Your details' });
    expect(within(buyer).getByText('Amina Khan')).toBeInTheDocument();
    expect(within(buyer).getByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveValue('Amina Khan');
    expect(screen.getByRole('button', { name: 'Pay €42.70' })).toBeInTheDocument();
  });

  it('validates the card before paying and moves focus to the first error', async () => {
    orderApi();
    signIn();
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByLabelText('Card number');
    await user.clear(screen.getByLabelText('Name on card'));
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Enter the name on the card.')).toBeInTheDocument();
    expect(screen.getByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date.')).toBeInTheDocument();
    expect(screen.getByText('Enter the security code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Name on card'), 'Amina Khan');
    await fillCard(user, { number: '4242424242424241', expiry: '1025', cvc: '12' });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('This card number is not valid. Check the digits.')).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByText('The security code is 3 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveFocus();

    await user.clear(screen.getByLabelText(/Expiry date/));
    await user.type(screen.getByLabelText(/Expiry date/), '1329');
    expect(await screen.findByText('Write the expiry date as MM/YY, for example 04/29.')).toBeInTheDocument();
    expect(calls.orders).toHaveLength(0);
    expect(calls.pays).toHaveLength(0);
  });

  it('pays with the test card and confirms with the order number and what was granted', async () => {
    orderApi();
    signIn();
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText(/Expiry date/)).toHaveValue('12/29');
    await user.click(screen.getByRole('button', { name: 'Pay $39.00' }));
    const confirmation = await screen.findByRole('region', { name: 'Payment received' });
    expect(within(confirmation).getByText('0b7e2c52-4e6d-4a63-9d3c-5b1f6a0c9e11')).toBeInTheDocument();
    expect(within(confirmation).getByText('The Standard plan is now your plan')).toBeInTheDocument();
    expect(within(confirmation).getByText('60 lab tokens added to your balance')).toBeInTheDocument();
    expect(within(confirmation).getByText('Your balance is now 80 tokens.')).toBeInTheDocument();
    expect(within(confirmation).getByText('ending in 4242')).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'See my tokens' })).toHaveAttribute('href', '/tokens');
    expect(calls.orders).toEqual([{ item_type: 'plan', item_slug: 'standard' }]);
    expect(calls.pays).toEqual([
      {
        id: '0b7e2c52-4e6d-4a63-9d3c-5b1f6a0c9e11',
        body: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2029, cvc: '123', name: 'Amina Khan' } },
      },
    ]);
  });

  it('says plainly when the card is declined and lets the buyer pay the same order with another card', async () => {
    orderApi();
    signIn();
    const user = userEvent.setup();
    renderCheckout('/checkout?pack=tokens-25');
    await fillCard(user, { number: '4000000000000002' });
    await user.click(screen.getByRole('button', { name: 'Pay $22.50' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment declined. Your card was declined. No money was taken. Check the details or try another card.');
    expect(screen.getByLabelText('Card number')).toHaveFocus();

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $22.50' }));
    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeInTheDocument();
    expect(calls.orders).toEqual([{ item_type: 'token_pack', item_slug: 'tokens-25' }]);
    expect(calls.pays.map((pay) => pay.id)).toEqual(['0b7e2c52-4e6d-4a63-9d3c-5b1f6a0c9e11', '0b7e2c52-4e6d-4a63-9d3c-5b1f6a0c9e11']);
  });

  it('sends one order and one payment however often the button is clicked', async () => {
    orderApi({ payDelay: 150 });
    signIn();
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    const button = screen.getByRole('button', { name: 'Pay $39.00' });
    await user.dblClick(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeInTheDocument();
    expect(calls.orders).toHaveLength(1);
    expect(calls.pays).toHaveLength(1);
  });

  it('ignores a second submit that arrives before the button is disabled', async () => {
    orderApi({ payDelay: 50 });
    signIn();
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    const button = screen.getByRole('button', { name: 'Pay $39.00' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeInTheDocument();
    expect(calls.orders).toHaveLength(1);
    expect(calls.pays).toHaveLength(1);
  });

  it('shows the server’s field error next to the field it names', async () => {
    signIn();
    server.use(
      http.post(`${API}payments/orders/`, () => HttpResponse.json(order(), { status: 201 })),
      http.post(`${API}payments/orders/:id/pay/`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'card.cvc: must be the 3 digits on the back of the card',
            code: 'validation_error',
            field: 'card.cvc',
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('must be the 3 digits on the back of the card')).toBeInTheDocument();
    expect(screen.getByLabelText(/Security code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('renews an expired session once and pays without asking the buyer again', async () => {
    signIn();
    let payCalls = 0;
    server.use(
      http.post(`${API}payments/orders/`, () => HttpResponse.json(order(), { status: 201 })),
      http.post(`${API}payments/orders/:id/pay/`, () => {
        payCalls += 1;
        return payCalls === 1
          ? HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Access token expired', code: 'token_expired' }, { status: 403 })
          : HttpResponse.json(order({ status: 'paid', card_last4: '4242' }));
      }),
      http.post(`${API}accounts/refresh/`, () => HttpResponse.json({ user: learner, access_token: 'new.access', refresh_token: 'new.refresh' })),
      http.get(`${API}tokens/balance/`, () => HttpResponse.json({ balance: 80 })),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeInTheDocument();
    expect(payCalls).toBe(2);
  });

  it('shows the confirmation when another request already paid the order', async () => {
    signIn();
    server.use(
      http.post(`${API}payments/orders/`, () => HttpResponse.json(order(), { status: 201 })),
      http.post(`${API}payments/orders/:id/pay/`, () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'This order is already paid.', code: 'order_already_paid' }, { status: 409 }),
      ),
      http.get(`${API}payments/orders/:id/`, () => HttpResponse.json(order({ status: 'paid', card_last4: '4242' }))),
      http.get(`${API}tokens/balance/`, () => HttpResponse.json({ balance: 80 })),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeInTheDocument();
  });

  it('says so when the payment service cannot be reached, and keeps the form', async () => {
    signIn();
    server.use(http.post(`${API}payments/orders/`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the payment service. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Pay $39.00' })).toBeEnabled();
  });

  it('pays the pending order the API hands back for the same item (200, reused) like a new one', async () => {
    signIn();
    const paid: string[] = [];
    server.use(
      http.post(`${API}payments/orders/`, () => HttpResponse.json(order({ last_error: 'Your card was declined.' }), { status: 200 })),
      http.post(`${API}payments/orders/:id/pay/`, ({ params }) => {
        paid.push(String(params.id));
        return HttpResponse.json(order({ status: 'paid', card_last4: '4242', last_error: null }));
      }),
      http.get(`${API}tokens/balance/`, () => HttpResponse.json({ balance: 80 })),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('region', { name: 'Payment received' })).toBeInTheDocument();
    expect(paid).toEqual([order().id]);
  });

  it("gives the API's reason when the learner has too many unpaid orders (429), and keeps the form", async () => {
    signIn();
    const message = 'You already have 10 unpaid orders. Pay one of them, or try again later.';
    server.use(
      http.post(`${API}payments/orders/`, () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message, code: 'too_many_pending_orders' },
          { status: 429, headers: { 'retry-after': '3600' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The payment could not be completed: ${message}`);
    expect(screen.getByRole('button', { name: 'Pay $39.00' })).toBeEnabled();
  });

  it('says when the item does not exist', async () => {
    signIn();
    renderCheckout('/checkout?plan=platinum');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this item' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing');
  });

  it('buys a career-path bundle named by ?path=', async () => {
    orderApi();
    signIn();
    renderCheckout('/checkout?path=cloud-engineer');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Career path')).toBeInTheDocument();
    expect(within(summary).getByText('Cloud Engineer')).toBeInTheDocument();
    expect(within(summary).getByText('$299.00')).toBeInTheDocument();
  });

  it('points to the pricing page when no item is named', () => {
    renderCheckout('/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Nothing to check out yet')).toBeInTheDocument();
  });
});

describe('CheckoutPage buyer switch', () => {
  it('signs the buyer out and sends them to sign in with a redirect back here', async () => {
    const signedOut: unknown[] = [];
    server.use(
      http.post(`${API}accounts/logout/`, async ({ request }) => {
        signedOut.push(await request.json());
        return HttpResponse.json({ message: 'Signed out.' });
      }),
    );
    signIn();
    const user = userEvent.setup();
    renderCheckout('/checkout?plan=pro');
    await user.click(await screen.findByRole('button', { name: 'Not you? Sign in with another account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/auth/signin?redirect=${encodeURIComponent('/checkout?plan=pro')}`));
    await waitFor(() => expect(signedOut).toEqual([{ refresh_token: 'refresh.token' }]));
  });
});
