import { desc, like } from 'drizzle-orm';
import { outbox } from './accounts.schema';
import type { Mail, Mailer } from '../../mail/mailer';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://ilm.example' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

async function lastResetToken(app: TestApp = t): Promise<{ to: string; token: string }> {
  // The mail leaves after the answer (docs/rules/security.md#no-enumeration): wait for it.
  await app.app.services.background.idle();
  const [mail] = await app.database.db.select().from(outbox).where(like(outbox.body, '%/auth/reset-password?token=%')).orderBy(desc(outbox.createdAt)).limit(1);
  const match = /https:\/\/ilm\.example\/auth\/reset-password\?token=([\w-]+)/.exec(mail!.body);
  return { to: mail!.recipient, token: match![1]! };
}

describe('password reset', () => {
  it('forget-password answers 200 with the same message for unknown emails (no enumeration)', async () => {
    const { user } = await signUp(t.app);
    const known = await post('/accounts/forget-password/', { email: user.email });
    const unknown = await post('/accounts/forget-password/', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  it('keeps the mail in the outbox with a ${PUBLIC_SITE_URL}/auth/reset-password?token=… link, and the token resets the password once', async () => {
    const { user } = await signUp(t.app);
    await post('/accounts/forget-password/', { email: user.email.toUpperCase() });
    const { to, token } = await lastResetToken();
    expect(to).toBe(user.email);

    const reset = await post('/accounts/reset-password/', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/accounts/login/', { email: user.email, password: 'a brand new password' })).statusCode).toBe(200);
    expect((await post('/accounts/login/', { email: user.email, password: 'correct horse battery' })).statusCode).toBe(401);

    const reuse = await post('/accounts/reset-password/', { token, password: 'yet another password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'invalid_reset_token', field: 'token' });
  });

  it('signs out every existing session after a reset', async () => {
    const signed = await signUp(t.app);
    await post('/accounts/old-forget-password/', { email: signed.user.email });
    const { token } = await lastResetToken();
    await post('/accounts/reset-password/', { token, password: 'a brand new password' });
    expect((await t.app.inject({ method: 'GET', url: '/accounts/get-user/', headers: signed.headers })).statusCode).toBe(401);
    expect((await post('/accounts/refresh/', { refresh_token: signed.refresh_token })).statusCode).toBe(401);
  });

  it('old-forget-password is the legacy entry point of the same flow', async () => {
    const { user } = await signUp(t.app);
    const response = await post('/accounts/old-forget-password/', { email: user.email });
    expect(response.statusCode).toBe(200);
    expect((await lastResetToken()).to).toBe(user.email);
  });

  it('answers 400 naming the field for a bad email, an unknown token or a short password', async () => {
    expect((await post('/accounts/forget-password/', { email: 'nope' })).json().field).toBe('email');
    expect((await post('/accounts/reset-password/', { token: 'made-up', password: 'a long enough passphrase' })).json().code).toBe('invalid_reset_token');
    expect((await post('/accounts/reset-password/', { token: 'x', password: 'short' })).json().field).toBe('password');
  });

  it('a successful reset voids every other reset link of the account', async () => {
    const { user } = await signUp(t.app);
    await post('/accounts/forget-password/', { email: user.email });
    const first = await lastResetToken();
    await post('/accounts/forget-password/', { email: user.email });
    const second = await lastResetToken();
    expect(second.token).not.toBe(first.token);

    expect((await post('/accounts/reset-password/', { token: first.token, password: 'a brand new password' })).statusCode).toBe(200);
    const stale = await post('/accounts/reset-password/', { token: second.token, password: 'an attacker password' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'invalid_reset_token', field: 'token' });
    expect((await post('/accounts/login/', { email: user.email, password: 'a brand new password' })).statusCode).toBe(200);
    expect((await post('/accounts/login/', { email: user.email, password: 'an attacker password' })).statusCode).toBe(401);

    // A link asked for after the change works as usual.
    await post('/accounts/forget-password/', { email: user.email });
    const third = await lastResetToken();
    expect((await post('/accounts/reset-password/', { token: third.token, password: 'the third new password' })).statusCode).toBe(200);
  });

  it('a password change voids the reset links issued before it, even when two links race', async () => {
    const { user } = await signUp(t.app);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await post('/accounts/forget-password/', { email: user.email });
      tokens.push((await lastResetToken()).token);
    }
    const [a, b, c] = tokens as [string, string, string];
    const raced = await Promise.all([
      post('/accounts/reset-password/', { token: a, password: 'first racing password' }),
      post('/accounts/reset-password/', { token: b, password: 'second racing password' }),
    ]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect((await post('/accounts/reset-password/', { token: c, password: 'third racing password' })).statusCode).toBe(400);
  });

  it('a refused new password leaves the link usable', async () => {
    const { user } = await signUp(t.app);
    await post('/accounts/forget-password/', { email: user.email });
    const { token } = await lastResetToken();
    const weak = await post('/accounts/reset-password/', { token, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    expect((await post('/accounts/reset-password/', { token, password: 'a brand new password' })).statusCode).toBe(200);
  });
});

/** A mailer that holds every mail once `hold()` is called, until `release()`. */
class HeldMailer implements Mailer {
  readonly sent: Mail[] = [];
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release(): void {
    this.open();
    this.gate = null;
  }
  async send(mail: Mail): Promise<void> {
    if (this.gate) await this.gate;
    this.sent.push(mail);
  }
}

/** `promise`, or 'still waiting' when it has not settled within `ms` (a generous bound: the answer takes milliseconds). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);

describe('forget-password and account enumeration', () => {
  it('forget-password answers before the work, the same way for a known and an unknown e-mail', async () => {
    const mailer = new HeldMailer();
    const held = await createTestApp({ mailer, database: t.database });
    try {
      const { user } = await signUp(held.app, {}, { confirm: false });
      const queued = jest.spyOn(held.app.services.background, 'run');
      mailer.hold();
      const forget = (email: string) => held.app.inject({ method: 'POST', url: '/accounts/forget-password/', payload: { email } });

      // The reset mail cannot leave while the mailer is held: the known e-mail is answered all the same.
      const known = await within(forget(user.email), 5000);
      expect(known).not.toBe('still waiting');
      const unknown = await within(forget('ghost-of-nobody@example.com'), 5000);
      expect(unknown).not.toBe('still waiting');
      if (known === 'still waiting' || unknown === 'still waiting') return;
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      // Both answers took the same path: one job queued each, nothing sent before answering.
      expect(queued).toHaveBeenCalledTimes(2);
      expect(mailer.sent.filter((mail) => mail.to === user.email && mail.text.includes('reset-password'))).toEqual([]);

      mailer.release();
      await held.app.services.background.idle();
      expect(mailer.sent.filter((mail) => mail.to === user.email && mail.text.includes('/auth/reset-password?token='))).toHaveLength(1);
      expect(mailer.sent.filter((mail) => mail.to === 'ghost-of-nobody@example.com')).toEqual([]);
    } finally {
      mailer.release();
      await held.close();
    }
  });
});

describe('rate limits', () => {
  it('limits per account: another email from the same address is not blocked, up to a ceiling per address', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '2' }, database: t.database });
    try {
      const attempt = (email: string) => limited.app.inject({ method: 'POST', url: '/accounts/login/', payload: { email, password: 'whatever' } });
      for (let i = 0; i < 2; i += 1) await attempt('first@example.com');
      expect((await attempt('first@example.com')).statusCode).toBe(429);
      expect((await attempt('second@example.com')).statusCode).toBe(401);
      // The address as a whole gets 10 × the limit (20): 4 used above, 16 more spread over new emails.
      for (let i = 0; i < 16; i += 1) await attempt(`spray${i}@example.com`);
      expect((await attempt('fresh@example.com')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('login and reset endpoints are rate-limited (429 after the limit)', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' }, database: t.database });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/accounts/login/', payload: { email: 'x@example.com', password: 'whatever' } });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await attempt();
      expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const forget = () => limited.app.inject({ method: 'POST', url: '/accounts/forget-password/', payload: { email: 'x@example.com' } });
      for (let i = 0; i < 3; i += 1) await forget();
      expect((await forget()).statusCode).toBe(429);
      const reset = () =>
        limited.app.inject({ method: 'POST', url: '/accounts/reset-password/', payload: { token: 'guess', password: 'a long enough passphrase' } });
      for (let i = 0; i < 3; i += 1) expect((await reset()).statusCode).toBe(400);
      expect((await reset()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
