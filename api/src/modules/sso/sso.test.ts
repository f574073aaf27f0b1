import { desc, eq, like } from 'drizzle-orm';
import { outbox } from '../accounts/accounts.schema';
import { ssoCodes } from './sso.schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function newCode() {
  const signed = await signUp(t.app);
  const response = await post('/accounts/sso/code/', undefined, signed.headers);
  expect(response.statusCode).toBe(201);
  return { signed, code: response.json().code as string, body: response.json() };
}

describe('accounts/sso/code/', () => {
  it('gives a signed-in user a one-time code that expires within a minute', async () => {
    const before = Date.now();
    const { body } = await newCode();
    expect(body.code).toMatch(/^[\w-]{40,}$/);
    expect(body.expires_in).toBe(60);
    const expiresAt = Date.parse(body.expires_at);
    expect(expiresAt).toBeGreaterThan(before);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('stores only the hash of the code', async () => {
    const { signed, code } = await newCode();
    const rows = await t.database.db.select().from(ssoCodes).where(eq(ssoCodes.userId, signed.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 without a Bearer token, and for a bad one', async () => {
    expect((await post('/accounts/sso/code/')).statusCode).toBe(401);
    expect((await post('/accounts/sso/code/', undefined, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
});

describe('accounts/sso/exchange/', () => {
  it('trades a code for { user, access_token, refresh_token } of a new, working session', async () => {
    const { signed, code } = await newCode();
    const response = await post('/accounts/sso/exchange/', { code });
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(Object.keys(json).sort()).toEqual(['access_token', 'refresh_token', 'user']);
    expect(json.user).toMatchObject({ id: signed.user.id, email: signed.user.email });
    expect(json.access_token).not.toBe(signed.access_token);

    const me = await t.app.inject({ method: 'GET', url: '/accounts/get-user/', headers: { authorization: `Bearer ${json.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(signed.user.id);
    expect((await post('/accounts/refresh/', { refresh_token: json.refresh_token })).statusCode).toBe(200);
  });

  it('works once: a used code answers 400 invalid_sso_code', async () => {
    const { code } = await newCode();
    expect((await post('/accounts/sso/exchange/', { code })).statusCode).toBe(200);
    const again = await post('/accounts/sso/exchange/', { code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ statusCode: 400, code: 'invalid_sso_code', field: 'code' });
    expect(again.json().message).toContain('invalid, expired or already used');
  });

  it('refuses an expired code', async () => {
    const { signed, code } = await newCode();
    await t.database.db
      .update(ssoCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoCodes.userId, signed.user.id));
    const response = await post('/accounts/sso/exchange/', { code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_sso_code');
  });

  it('refuses an unknown code, and answers 400 naming the field when it is missing', async () => {
    expect((await post('/accounts/sso/exchange/', { code: 'made-up-code' })).json()).toMatchObject({ statusCode: 400, code: 'invalid_sso_code' });
    const missing = await post('/accounts/sso/exchange/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_error', field: 'code' });
  });

  it('hands out a code only once even when two exchanges race', async () => {
    const { code } = await newCode();
    const results = await Promise.all([post('/accounts/sso/exchange/', { code }), post('/accounts/sso/exchange/', { code })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('an SSO code dies with its session', () => {
  it('a code stops exchanging once its session signed out (refresh token or Bearer alike)', async () => {
    const byRefresh = await newCode();
    expect((await post('/accounts/logout/', { refresh_token: byRefresh.signed.refresh_token })).statusCode).toBe(200);
    const refused = await post('/accounts/sso/exchange/', { code: byRefresh.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_sso_code', field: 'code' });

    const byBearer = await newCode();
    expect((await post('/accounts/logout/', undefined, byBearer.signed.headers)).statusCode).toBe(200);
    expect((await post('/accounts/sso/exchange/', { code: byBearer.code })).statusCode).toBe(400);
  });

  it('a code stops exchanging once the password was reset', async () => {
    const { signed, code } = await newCode();
    await post('/accounts/forget-password/', { email: signed.user.email });
    await t.app.services.background.idle();
    const [mail] = await t.database.db.select().from(outbox).where(like(outbox.body, '%/auth/reset-password?token=%')).orderBy(desc(outbox.createdAt)).limit(1);
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.body)![1];
    expect((await post('/accounts/reset-password/', { token, password: 'a brand new password' })).statusCode).toBe(200);
    const refused = await post('/accounts/sso/exchange/', { code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_sso_code');
  });

  it("signing out one session leaves the codes of the learner's other sessions working", async () => {
    const first = await newCode();
    const login = await post('/accounts/login/', { email: first.signed.user.email, password: 'correct horse battery' });
    const other = { authorization: `Bearer ${login.json().access_token}` };
    const code = (await post('/accounts/sso/code/', undefined, other)).json().code as string;
    await post('/accounts/logout/', { refresh_token: first.signed.refresh_token });
    expect((await post('/accounts/sso/exchange/', { code: first.code })).statusCode).toBe(400);
    expect((await post('/accounts/sso/exchange/', { code })).statusCode).toBe(200);
  });
});

describe('accounts/sso/exchange/ rate limit', () => {
  it('AUTH_RATE_LIMIT exchanges a minute per address, malformed ones too, then 429 rate_limited with Retry-After in the request language', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' }, database: t.database });
    try {
      const attempt = (remoteAddress: string, payload: object = { code: 'made-up-code' }) =>
        limited.app.inject({ method: 'POST', url: '/accounts/sso/exchange/', remoteAddress, payload, headers: { 'accept-language': 'ar' } });
      expect((await attempt('203.0.113.9')).json()).toMatchObject({ code: 'invalid_sso_code', field: 'code' });
      expect((await attempt('203.0.113.9', {})).json()).toMatchObject({ code: 'validation_error', field: 'code' });
      expect((await attempt('203.0.113.9')).statusCode).toBe(400);
      const blocked = await attempt('203.0.113.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
      expect(blocked.json().message).toMatch(/[\u0600-\u06FF]/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt('198.51.100.21')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
