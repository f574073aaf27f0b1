import { and, desc, eq } from 'drizzle-orm';
import { emailConfirmations, outbox, users } from './accounts.schema';
import { tokenLedger } from '../tokens/tokens.schema';
import { createTestApp, signupBody, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://ilm.example' } });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** Signs up through the API without confirming (the test helper `signUp` confirms). */
async function signUpUnconfirmed(headers: Record<string, string> = {}) {
  const body = signupBody();
  const response = await post('/accounts/signup/', body, headers);
  expect(response.statusCode).toBe(201);
  const session = response.json();
  return { ...session, email: body.email as string, password: body.password as string, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** The confirmation links mailed to `email`, newest first (the mail leaves after the answer). */
async function confirmationMails(email: string) {
  await t.app.services.background.idle();
  const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt));
  return mails
    .map((mail) => ({ ...mail, token: /https:\/\/ilm\.example\/auth\/confirm-email\?token=([\w-]+)/.exec(mail.body)?.[1] }))
    .filter((mail) => mail.token);
}

const balanceOf = async (headers: Record<string, string>) => (await get('/tokens/balance/', headers)).json();

describe('e-mail confirmation and the sign-up bonus', () => {
  it('the sign-up bonus is granted only once the e-mail is confirmed, and only once', async () => {
    const learner = await signUpUnconfirmed();
    expect(await balanceOf(learner.headers)).toEqual({ balance: 0, pending_signup_bonus: t.config.signupBonusTokens });
    expect(await t.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, learner.user.id))).toEqual([]);

    const [mail] = await confirmationMails(learner.email);
    const confirmed = await post('/accounts/confirm-email/', { token: mail!.token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: expect.any(String), tokens_granted: t.config.signupBonusTokens });
    expect(await balanceOf(learner.headers)).toEqual({ balance: t.config.signupBonusTokens, pending_signup_bonus: 0 });

    const again = await post('/accounts/confirm-email/', { token: mail!.token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_confirmation_token', field: 'token' });
    const ledger = await t.database.db
      .select({ reason: tokenLedger.reason, delta: tokenLedger.delta })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, learner.user.id));
    expect(ledger).toEqual([{ reason: 'signup_bonus', delta: t.config.signupBonusTokens }]);
  });

  it('an unconfirmed learner signs in and browses, but has no bonus to launch a lab with; tokens they buy are theirs', async () => {
    const learner = await signUpUnconfirmed();
    expect((await post('/accounts/login/', { email: learner.email, password: learner.password })).statusCode).toBe(200);
    expect((await get('/accounts/get-user/', learner.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/catalog/labs/' })).statusCode).toBe(200);

    const refused = await post('/labs/instances/', { lab_slug: 'aws-ec2-basics' }, learner.headers);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('insufficient_tokens');

    const order = (await post('/payments/orders/', { item_type: 'token_pack', item_slug: 'tokens-10' }, learner.headers)).json();
    const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
    expect((await post(`/payments/orders/${order.id}/pay/`, { card }, learner.headers)).statusCode).toBe(200);
    expect(await balanceOf(learner.headers)).toEqual({ balance: 10, pending_signup_bonus: t.config.signupBonusTokens });
    expect((await post('/labs/instances/', { lab_slug: 'aws-ec2-basics' }, learner.headers)).statusCode).toBe(201);
  });

  it('the mail is written in the language of the sign-up and links to ${PUBLIC_SITE_URL}/auth/confirm-email?token=…', async () => {
    const learner = await signUpUnconfirmed({ 'accept-language': 'ur' });
    const [mail] = await confirmationMails(learner.email);
    expect(mail!.subject).toMatch(/[ٹڈڑںھےۓ]/);
    expect(mail!.body).toMatch(/[ٹڈڑںھےۓ]/);
    expect(mail!.body).toContain(`${t.config.signupBonusTokens}`);
    // Only the token's hash is kept.
    const [row] = await t.database.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, learner.user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(mail!.token);
  });

  it('a signed-in learner can ask for a new link; once confirmed every other link is void and asking again is 409', async () => {
    const learner = await signUpUnconfirmed();
    expect((await post('/accounts/confirm-email/resend/')).statusCode).toBe(401);
    const resent = await post('/accounts/confirm-email/resend/', undefined, learner.headers);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: expect.any(String) });
    const [newest, oldest] = await confirmationMails(learner.email);
    expect(newest!.token).not.toBe(oldest!.token);

    expect((await post('/accounts/confirm-email/', { token: newest!.token })).statusCode).toBe(200);
    const old = await post('/accounts/confirm-email/', { token: oldest!.token });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('invalid_confirmation_token');

    const late = await post('/accounts/confirm-email/resend/', undefined, learner.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('email_already_confirmed');
    expect((await balanceOf(learner.headers)).balance).toBe(t.config.signupBonusTokens);
  });

  it('two links (or one link twice) opened at once grant the bonus once: one 200, the other 400, never 5xx', async () => {
    const learner = await signUpUnconfirmed();
    await post('/accounts/confirm-email/resend/', undefined, learner.headers);
    const [newest, oldest] = await confirmationMails(learner.email);
    const results = await Promise.all([
      post('/accounts/confirm-email/', { token: newest!.token }),
      post('/accounts/confirm-email/', { token: oldest!.token }),
      post('/accounts/confirm-email/', { token: newest!.token }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await balanceOf(learner.headers)).balance).toBe(t.config.signupBonusTokens);
  });

  it('refuses an expired, unknown or missing token with 400 naming token', async () => {
    const learner = await signUpUnconfirmed();
    const [mail] = await confirmationMails(learner.email);
    await t.database.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailConfirmations.userId, learner.user.id)));
    const expired = await post('/accounts/confirm-email/', { token: mail!.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'invalid_confirmation_token', field: 'token' });
    expect((await post('/accounts/confirm-email/', { token: 'made-up' })).json()).toMatchObject({ code: 'invalid_confirmation_token' });
    expect((await post('/accounts/confirm-email/', {})).json()).toMatchObject({ code: 'validation_error', field: 'token' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, learner.user.id));
    expect(row!.emailConfirmedAt).toBeNull();
    expect(row!.tokenBalance).toBe(0);
  });
});

describe('sign-up rate limit', () => {
  it('sign-up is rate-limited per address (429 rate_limited with Retry-After); another address is not blocked', async () => {
    const limited = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '3' }, database: t.database });
    try {
      const attempt = (remoteAddress: string) => limited.app.inject({ method: 'POST', url: '/accounts/signup/', remoteAddress, payload: signupBody() });
      for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(201);
      const blocked = await attempt('203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt('198.51.100.20')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
