import { eq } from 'drizzle-orm';
import { orders } from './payments.schema';
import { tokenLedger } from '../tokens/tokens.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: SignedUp, payload?: object) => t.app.inject({ method, url, headers: who.headers, payload });
const order = async (who: SignedUp, item_type: string, item_slug: string) => (await call('POST', '/payments/orders/', who, { item_type, item_slug })).json();
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', ...extra },
});
const pay = (who: SignedUp, id: string, number = '4242424242424242', extra = {}) => call('POST', `/payments/orders/${id}/pay/`, who, card(number, extra));
const balance = async (who: SignedUp) => (await call('GET', '/tokens/balance/', who)).json().balance as number;

describe('payments/orders/', () => {
  it("creates a pending order priced in USD and in the buyer's currency", async () => {
    const who = await signUp(t.app, { country: 'DE' });
    const response = await call('POST', '/payments/orders/', who, { item_type: 'token_pack', item_slug: 'tokens-25' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      amount_usd: 22.5,
      currency_code: 'EUR',
      local_amount: 20.7,
      tokens: 25,
      item_name: '25 lab tokens',
    });
  });

  it('answers 404 for an unknown item and 400 naming item_type for an unknown kind', async () => {
    const who = await signUp(t.app);
    expect((await call('POST', '/payments/orders/', who, { item_type: 'plan', item_slug: 'platinum' })).statusCode).toBe(404);
    const bad = await call('POST', '/payments/orders/', who, { item_type: 'yacht', item_slug: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('item_type');
  });

  it('a paid token pack grants its tokens exactly once (paying again is 409)', async () => {
    const who = await signUp(t.app);
    const before = await balance(who);
    const { id } = await order(who, 'token_pack', 'tokens-10');
    const paid = await pay(who, id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', card_last4: '4242', payment_provider: 'sandbox', paid_at: expect.any(String) });
    expect(await balance(who)).toBe(before + 10);
    const again = await pay(who, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('order_already_paid');
    expect(await balance(who)).toBe(before + 10);
    const grants = await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.refId, id));
    expect(grants).toHaveLength(1);
  });

  it('two payments of one order at the same time charge and grant once', async () => {
    const who = await signUp(t.app);
    const before = await balance(who);
    const { id } = await order(who, 'token_pack', 'tokens-60');
    const results = await Promise.all([pay(who, id), pay(who, id), pay(who, id)]);
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await balance(who)).toBe(before + 60);
  });

  it("a paid plan sets the user's plan, grants its tokens and an entitlement", async () => {
    const who = await signUp(t.app);
    const { id } = await order(who, 'plan', 'pro');
    expect((await pay(who, id)).statusCode).toBe(200);
    const profile = (await call('GET', '/accounts/profile/', who)).json();
    expect(profile).toMatchObject({ plan: 'pro', token_balance: t.config.signupBonusTokens + 150 });
    const owned = (await call('GET', '/payments/entitlements/', who)).json();
    expect(owned.results).toEqual([expect.objectContaining({ kind: 'plan', slug: 'pro', order_id: id })]);
  });

  it('a paid career path grants the bundle and its tokens', async () => {
    const who = await signUp(t.app);
    const { id } = await order(who, 'career_path', 'cloud-engineer');
    await pay(who, id);
    expect((await call('GET', '/payments/entitlements/', who)).json().results[0]).toMatchObject({ kind: 'career_path', slug: 'cloud-engineer' });
    const ledger = (await call('GET', '/tokens/ledger/', who)).json();
    expect(ledger.results[0]).toMatchObject({ reason: 'career_path_purchase', delta: 40, ref_type: 'order', ref_id: id });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('sandbox card %s answers 402 %s, grants nothing and leaves the order payable', async (number, code, message) => {
    const who = await signUp(t.app);
    const before = await balance(who);
    const { id } = await order(who, 'token_pack', 'tokens-10');
    const declined = await pay(who, id, number);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code, message });
    expect(await balance(who)).toBe(before);
    expect((await call('GET', `/payments/orders/${id}/`, who)).json()).toMatchObject({ status: 'pending', last_error: message });
    expect((await pay(who, id)).statusCode).toBe(200);
  });

  it.each([
    [card('4242424242424241'), 'card.number', 'is not a valid card number'],
    [card('4242424242424242', { exp_year: 2020 }), 'card.exp_year', 'the card has expired'],
    [card('4242424242424242', { cvc: '12' }), 'card.cvc', 'must be 3 or 4 digits'],
    [card('4242424242424242', { cvc: '1234' }), 'card.cvc', 'must be the 3 digits'],
    [card('4242424242424242', { exp_month: 13 }), 'card.exp_month', 'must be <= 12'],
    [{}, 'card', 'is required'],
  ])('answers 400 naming the card field for a bad card (%#)', async (body, field, message) => {
    const who = await signUp(t.app);
    const { id } = await order(who, 'token_pack', 'tokens-10');
    const response = await call('POST', `/payments/orders/${id}/pay/`, who, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().message).toContain(message);
  });

  it("lists the caller's orders and hides other users' orders (404)", async () => {
    const who = await signUp(t.app);
    const other = await signUp(t.app);
    const { id } = await order(who, 'plan', 'basic');
    expect((await call('GET', '/payments/orders/', who)).json().results.map((o: { id: string }) => o.id)).toEqual([id]);
    expect((await call('GET', `/payments/orders/${id}/`, other)).statusCode).toBe(404);
    expect((await pay(other, id)).statusCode).toBe(404);
  });
});

describe('pending orders are bounded (an identical pending order is reused; at most ORDER_MAX_PENDING unpaid per learner)', () => {
  const create = (who: SignedUp, item_type: string, item_slug: string, language = 'en') =>
    t.app.inject({ method: 'POST', url: '/payments/orders/', headers: { ...who.headers, 'accept-language': language }, payload: { item_type, item_slug } });

  it('ordering an item whose order is still pending answers that order (200), even five requests at once', async () => {
    const who = await signUp(t.app);
    const first = await create(who, 'token_pack', 'tokens-10');
    expect(first.statusCode).toBe(201);
    const again = await create(who, 'token_pack', 'tokens-10');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, status: 'pending' });
    const burst = await Promise.all(Array.from({ length: 5 }, () => create(who, 'token_pack', 'tokens-25')));
    expect(new Set(burst.map((response) => response.json().id)).size).toBe(1);
    expect(burst.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await call('GET', '/payments/orders/', who)).json().count).toBe(2);

    // A declined payment leaves the order payable: ordering again picks it up.
    expect((await pay(who, first.json().id, '4000000000000002')).statusCode).toBe(402);
    expect((await create(who, 'token_pack', 'tokens-10')).json().id).toBe(first.json().id);
    // Once paid, the same item can be bought again: a new order.
    expect((await pay(who, first.json().id)).statusCode).toBe(200);
    const next = await create(who, 'token_pack', 'tokens-10');
    expect(next.statusCode).toBe(201);
    expect(next.json().id).not.toBe(first.json().id);
    // Another learner's pending order is never handed out.
    const other = await signUp(t.app);
    expect((await create(other, 'token_pack', 'tokens-25')).json().id).not.toBe(burst[0]!.json().id);
  });

  it("over the cap: 429 too_many_pending_orders with Retry-After, in the learner's language; paying one or a day passing makes room", async () => {
    const capped = await createTestApp({ database: t.database, env: { ORDER_MAX_PENDING: '3' } });
    try {
      const who = await signUp(capped.app);
      const order = (item_type: string, item_slug: string, language = 'en') =>
        capped.app.inject({
          method: 'POST',
          url: '/payments/orders/',
          headers: { ...who.headers, 'accept-language': language },
          payload: { item_type, item_slug },
        });
      const ids = [];
      for (const slug of ['basic', 'standard', 'pro']) {
        const response = await order('plan', slug);
        expect(response.statusCode).toBe(201);
        ids.push(response.json().id as string);
      }
      const refused = await order('token_pack', 'tokens-10');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'too_many_pending_orders',
        message: 'You already have 3 unpaid orders. Pay one of them, or try again later.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
      const arabic = (await order('token_pack', 'tokens-10', 'ar')).json().message as string;
      const urdu = (await order('token_pack', 'tokens-10', 'ur')).json().message as string;
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
      expect(urdu).toMatch(/[\u0600-\u06FF]/);
      expect(urdu).not.toBe(arabic);
      // Ordering again what is already pending is not a new order: still answered.
      expect((await order('plan', 'pro')).statusCode).toBe(200);
      expect((await capped.app.inject({ method: 'GET', url: '/payments/orders/', headers: who.headers })).json().count).toBe(3);

      const payFirst = await capped.app.inject({
        method: 'POST',
        url: `/payments/orders/${ids[0]}/pay/`,
        headers: who.headers,
        payload: card('4242424242424242'),
      });
      expect(payFirst.statusCode).toBe(200);
      expect((await order('token_pack', 'tokens-10')).statusCode).toBe(201);
      expect((await order('token_pack', 'tokens-25')).statusCode).toBe(429);
      // Unpaid orders older than a day no longer count.
      await t.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
        .where(eq(orders.id, ids[1]!));
      expect((await order('token_pack', 'tokens-25')).statusCode).toBe(201);
    } finally {
      await capped.close();
    }
  });
});
