import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from './payments.schema';
import { tokenLedger } from '../tokens/tokens.schema';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { createTestApp, createTestDatabase, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

// docs/rules/payments.md#recovery: a crash (kill -9) between claiming an order (pending → processing) and settling it
// left the order answering 409 payment_in_progress forever. The API now asks the payment provider what
// became of each order left processing, at start and on a timer, and settles it by the answer.
//
// The API processes come and go on one database; the gateway (a SandboxPaymentProvider object) is the
// payment provider outside them, which keeps its record of every charge across their restarts.

let database: Database;
const started: TestApp[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const api of started) await api.close();
  await database.close();
});

/** One API process on the shared database; a restart is another one. */
const start = async (paymentProvider: PaymentProvider, env: Record<string, string> = {}) => {
  const api = await createTestApp({ database, paymentProvider, env });
  started.push(api);
  return api;
};

const TIMEOUT_SECONDS = 120;
const later = (seconds: number) => Date.now() + seconds * 1000;
const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
const call = (api: TestApp, method: 'GET' | 'POST', url: string, who: SignedUp, payload?: object) =>
  api.app.inject({ method, url, headers: who.headers, payload });
const createOrder = async (api: TestApp, who: SignedUp, item_slug = 'tokens-25') =>
  (await call(api, 'POST', '/payments/orders/', who, { item_type: 'token_pack', item_slug })).json() as {
    id: string;
    amount_usd_cents: number;
    tokens: number;
  };
const orderOf = async (api: TestApp, who: SignedUp, id: string) => (await call(api, 'GET', `/payments/orders/${id}/`, who)).json();
const pay = (api: TestApp, who: SignedUp, id: string, number = card.number) =>
  call(api, 'POST', `/payments/orders/${id}/pay/`, who, { card: { ...card, number } });
const balance = async (api: TestApp, who: SignedUp) => (await call(api, 'GET', '/tokens/balance/', who)).json().balance as number;
const grantsOf = (id: string) => database.db.select().from(tokenLedger).where(eq(tokenLedger.refId, id));
/** What a crash leaves behind: the order claimed by a payment that never came back. */
const leaveProcessing = (id: string) => database.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, id));
const charge = (gateway: PaymentProvider, order: { id: string; amount_usd_cents: number }, number = card.number) =>
  gateway.charge({ amountCents: order.amount_usd_cents, currency: 'USD', description: 'test', card: { ...card, number }, idempotencyKey: order.id });

/** A provider that charges the card, then never answers: the API process died mid-payment. */
class DiesAfterCharging implements PaymentProvider {
  readonly name = 'sandbox';
  charged = false;
  private wake: ((error: Error) => void) | undefined;
  constructor(private readonly gateway: PaymentProvider) {}
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    await this.gateway.charge(request);
    this.charged = true;
    return new Promise((_, reject) => {
      this.wake = reject;
    });
  }
  lookup(key: string) {
    return this.gateway.lookup(key);
  }
  /** The connection finally breaks (only a process that did not really die ever sees this). */
  hangUp() {
    this.wake?.(new Error('connection reset'));
  }
}

/** A provider whose records cannot be reached. */
class Unreachable implements PaymentProvider {
  readonly name = 'sandbox';
  async charge(): Promise<ChargeResult> {
    throw new Error('connect ECONNREFUSED');
  }
  async lookup(): Promise<never> {
    throw new Error('connect ECONNREFUSED');
  }
}

describe('an order left processing by a crash is recovered (granted once, or payable again), never stuck', () => {
  it('charged before the crash: granted exactly once when the API starts again', async () => {
    const gateway = new SandboxPaymentProvider();
    const before = await start(gateway);
    const who = await signUp(before.app);
    const initial = await balance(before, who);
    const order = await createOrder(before, who);
    await leaveProcessing(order.id);
    await charge(gateway, order);
    // The defect as observed: the order answers 409 payment_in_progress forever.
    expect((await pay(before, who, order.id)).json().code).toBe('payment_in_progress');

    const after = await start(gateway);
    expect(await orderOf(after, who, order.id)).toMatchObject({ status: 'paid', card_last4: '4242', payment_provider: 'sandbox', last_error: null });
    expect(await balance(after, who)).toBe(initial + order.tokens);
    await after.app.services.paymentRecovery.tick(later(TIMEOUT_SECONDS * 10));
    await start(gateway);
    expect(await grantsOf(order.id)).toHaveLength(1);
    expect(await balance(after, who)).toBe(initial + order.tokens);
    expect((await pay(after, who, order.id)).json().code).toBe('order_already_paid');
  });

  it('a provider that dies mid-way after charging: the next process grants it, and the old request waking up later grants nothing more', async () => {
    const gateway = new SandboxPaymentProvider();
    const dying = new DiesAfterCharging(gateway);
    const before = await start(dying);
    const who = await signUp(before.app);
    const initial = await balance(before, who);
    const order = await createOrder(before, who);
    const cutShort = pay(before, who, order.id);
    for (let waited = 0; !dying.charged && waited < 5000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dying.charged).toBe(true);
    expect((await orderOf(before, who, order.id)).status).toBe('processing');

    const after = await start(gateway);
    expect((await orderOf(after, who, order.id)).status).toBe('paid');
    expect(await balance(after, who)).toBe(initial + order.tokens);

    dying.hangUp();
    const late = await cutShort;
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'paid' });
    expect(await grantsOf(order.id)).toHaveLength(1);
    expect(await balance(after, who)).toBe(initial + order.tokens);
  });

  it('never charged: processing until the timeout (another process may still be paying), then payable again and paid once', async () => {
    const gateway = new SandboxPaymentProvider();
    const api = await start(gateway);
    const who = await signUp(api.app);
    const initial = await balance(api, who);
    const order = await createOrder(api, who);
    await leaveProcessing(order.id);

    await api.app.services.paymentRecovery.tick();
    await api.app.services.paymentRecovery.tick(later(TIMEOUT_SECONDS - 5));
    expect((await orderOf(api, who, order.id)).status).toBe('processing');
    await api.app.services.paymentRecovery.tick(later(TIMEOUT_SECONDS + 1));
    expect(await orderOf(api, who, order.id)).toMatchObject({
      status: 'pending',
      last_error: 'The payment was interrupted before the card was charged. Please pay again.',
    });
    expect(await balance(api, who)).toBe(initial);

    expect((await pay(api, who, order.id)).statusCode).toBe(200);
    expect(await balance(api, who)).toBe(initial + order.tokens);
    expect(await grantsOf(order.id)).toHaveLength(1);
  });

  it("declined before the crash: payable again with the provider's reason, nothing granted", async () => {
    const gateway = new SandboxPaymentProvider();
    const api = await start(gateway, { PAYMENT_RECOVERY_TIMEOUT_SECONDS: '0' });
    const who = await signUp(api.app);
    const initial = await balance(api, who);
    const order = await createOrder(api, who);
    await leaveProcessing(order.id);
    await charge(gateway, order, '4000000000000002');

    await api.app.services.paymentRecovery.tick();
    expect(await orderOf(api, who, order.id)).toMatchObject({ status: 'pending', last_error: 'Your card was declined.' });
    expect(await balance(api, who)).toBe(initial);
    expect(await grantsOf(order.id)).toHaveLength(0);
  });

  it('the provider cannot be asked: the order stays processing until the timeout, then is payable again (a second payment of it is never a second charge)', async () => {
    const gateway = new Unreachable();
    const api = await start(gateway);
    const who = await signUp(api.app);
    const order = await createOrder(api, who);
    await leaveProcessing(order.id);
    await api.app.services.paymentRecovery.tick();
    expect((await orderOf(api, who, order.id)).status).toBe('processing');
    await api.app.services.paymentRecovery.tick(later(TIMEOUT_SECONDS + 1));
    expect(await orderOf(api, who, order.id)).toMatchObject({
      status: 'pending',
      last_error: 'The payment could not be confirmed with the payment provider. Paying again never charges the card twice.',
    });
  });

  it('runs at start and on a timer (PAYMENT_RECOVERY_INTERVAL_MS)', async () => {
    const gateway = new SandboxPaymentProvider();
    const api = await start(gateway, { PAYMENT_RECOVERY_INTERVAL_MS: '50', PAYMENT_RECOVERY_TIMEOUT_SECONDS: '0' });
    const who = await signUp(api.app);
    const initial = await balance(api, who);
    const paidOne = await createOrder(api, who, 'tokens-10');
    const lostOne = await createOrder(api, who, 'tokens-60');
    await leaveProcessing(paidOne.id);
    await charge(gateway, paidOne);
    await leaveProcessing(lostOne.id);
    let statuses: string[] = [];
    for (let waited = 0; waited < 5000; waited += 50) {
      statuses = [(await orderOf(api, who, paidOne.id)).status, (await orderOf(api, who, lostOne.id)).status];
      if (!statuses.includes('processing')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses).toEqual(['paid', 'pending']);
    expect(await balance(api, who)).toBe(initial + paidOne.tokens);
    // Its timer must not settle the next tests' orders.
    started.splice(started.indexOf(api), 1);
    await api.close();
  });
});

describe('a payment whose answer is lost is settled by asking the provider, not assumed failed', () => {
  it('the card was charged but the answer never came: 200 paid and granted once', async () => {
    const gateway = new SandboxPaymentProvider();
    const dying = new DiesAfterCharging(gateway);
    const api = await start(dying);
    const who = await signUp(api.app);
    const initial = await balance(api, who);
    const order = await createOrder(api, who);
    const paying = pay(api, who, order.id);
    for (let waited = 0; !dying.charged && waited < 5000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    dying.hangUp();
    const response = await paying;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', card_last4: '4242' });
    expect(await balance(api, who)).toBe(initial + order.tokens);
  });

  it('the provider cannot be reached at all: the order stays processing (recovered later), the buyer is told the payment is being confirmed', async () => {
    const api = await start(new Unreachable(), { PAYMENT_RECOVERY_TIMEOUT_SECONDS: '0' });
    const who = await signUp(api.app);
    const order = await createOrder(api, who);
    const response = await pay(api, who, order.id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'payment_unconfirmed' });
    expect((await orderOf(api, who, order.id)).status).toBe('processing');
    await api.app.services.paymentRecovery.tick();
    expect((await orderOf(api, who, order.id)).status).toBe('pending');
  });
});
