import { eq } from 'drizzle-orm';
import { tokenLedger } from '../tokens/tokens.schema';
import { users } from './accounts.schema';
import { createTestApp, signUp, signupBody, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

describe('accounts/signup/', () => {
  it('creates the account and answers { user, access_token, refresh_token } without the password hash', async () => {
    const body = signupBody({ email: 'Zara.Ahmed@Example.com' });
    const response = await post('/accounts/signup/', body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(Object.keys(json).sort()).toEqual(['access_token', 'refresh_token', 'user']);
    expect(Object.keys(json.user).sort()).toEqual(['country', 'created_at', 'email', 'first_name', 'id', 'language', 'last_name', 'telephone']);
    expect(json.user).toMatchObject({ email: 'Zara.Ahmed@Example.com', first_name: 'Amina', telephone: '+923001234567', country: 'PK' });
    expect(response.body).not.toContain('argon2');
  });

  it('stores the password hashed with argon2id', async () => {
    const { user } = await signUp(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('emails are unique case-insensitively (409 email_taken)', async () => {
    await post('/accounts/signup/', signupBody({ email: 'omar@example.com' }));
    const response = await post('/accounts/signup/', signupBody({ email: 'OMAR@Example.COM' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'email_taken' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'email: must be a valid email address'],
    [{ telephone: '0300 1234567' }, 'telephone', 'telephone: must be a phone number in international E.164 format'],
    [{ password: 'short' }, 'password', 'password: must be at least 10 characters'],
    [{ country: 'Pakistan' }, 'country', 'country: must be a two-letter ISO country code'],
    [{ first_name: '   ' }, 'first_name', 'first_name: '],
  ])('answers 400 naming the field for %j', async (override, field, message) => {
    const response = await post('/accounts/signup/', signupBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'validation_error', field });
    expect(response.json().message).toContain(message);
  });

  it('answers 400 naming a missing field', async () => {
    const { last_name: _omitted, ...body } = signupBody();
    const response = await post('/accounts/signup/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('last_name: is required');
  });

  it('gives the sign-up bonus tokens, recorded in the ledger', async () => {
    const { user } = await signUp(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.tokenBalance).toBe(t.config.signupBonusTokens);
    const ledger = await t.database.db
      .select({ reason: tokenLedger.reason, delta: tokenLedger.delta })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, user.id));
    expect(ledger).toEqual([{ reason: 'signup_bonus', delta: t.config.signupBonusTokens }]);
  });
});

describe('password policy', () => {
  it.each([
    ['12345678', 'password: must be at least 10 characters'],
    ['password', 'password: must be at least 10 characters'],
    ['        ', 'password: must be at least 10 characters'],
    ['          ', 'password: is too easy to guess'],
    ['1234567890', 'password: is too easy to guess'],
    ['password123', 'password: is too easy to guess'],
    ['qwertyuiop', 'password: is too easy to guess'],
    ['Password2024!', 'password: is too easy to guess'],
    ['aaaaaaaaaaaa', 'password: is too easy to guess'],
  ])('a weak password (%j) is refused with 400 naming password', async (password, message) => {
    const response = await post('/accounts/signup/', signupBody({ password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'password' });
    expect(response.json().message).toContain(message);
  });

  it('a password equal to the e-mail, or containing its local part, is refused', async () => {
    const email = `bilal.ahmed.${Date.now()}@example.com`;
    for (const password of [email, `${email.split('@')[0]}!`, `My ${email.split('@')[0]!.toUpperCase()} pass`]) {
      const response = await post('/accounts/signup/', signupBody({ email, password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'weak_password', field: 'password' });
      expect(response.json().message).toMatch(/^password: .*e-mail/);
    }
  });

  it('says why in English, Arabic and Urdu', async () => {
    const ask = (language: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/accounts/signup/', headers: { 'accept-language': language }, payload: signupBody({ password }) });
    const english = (await ask('en', 'password123')).json().message as string;
    const arabic = (await ask('ar', 'password123')).json().message as string;
    const urdu = (await ask('ur', 'password123')).json().message as string;
    expect(english).toMatch(/^password: is too easy to guess/);
    expect(arabic).toMatch(/^password: [\u0600-\u06FF]/);
    expect(urdu).toMatch(/^password: .*[ٹڈڑںھےۓ]/);
    expect(new Set([english, arabic, urdu]).size).toBe(3);
  });

  it('accepts a long passphrase', async () => {
    expect((await post('/accounts/signup/', signupBody({ password: 'correct-horse-42' }))).statusCode).toBe(201);
    expect((await post('/accounts/signup/', signupBody({ password: 'walnut ferry lantern' }))).statusCode).toBe(201);
  });
});

describe('accounts/login/', () => {
  it('answers { user, access_token, refresh_token } for the right password, whatever the email case', async () => {
    const body = signupBody();
    await post('/accounts/signup/', body);
    const response = await post('/accounts/login/', { email: body.email.toUpperCase(), password: body.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: body.email }, access_token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('answers 401 invalid_credentials for a wrong password and for an unknown email alike', async () => {
    const body = signupBody();
    await post('/accounts/signup/', body);
    const wrong = await post('/accounts/login/', { email: body.email, password: 'wrong password!' });
    const unknown = await post('/accounts/login/', { email: 'nobody@example.com', password: 'whatever123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_credentials', message: 'Email or password is incorrect.' });
    }
  });

  it('answers 400 for a missing password', async () => {
    const response = await post('/accounts/login/', { email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('password: is required');
  });
});

describe('accounts/profile/', () => {
  it('reads the user with plan and token balance', async () => {
    const { headers } = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/accounts/profile/', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Amina', plan: null, token_balance: t.config.signupBonusTokens });
  });

  it('updates names, telephone and country', async () => {
    const { headers } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/accounts/profile/',
      headers,
      payload: { first_name: 'Ayesha', telephone: '+447700900123', country: 'gb' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Ayesha', last_name: 'Khan', telephone: '+447700900123', country: 'GB' });
    const again = await t.app.inject({ method: 'GET', url: '/accounts/get-user/', headers });
    expect(again.json().first_name).toBe('Ayesha');
  });

  it('answers 400 for a bad telephone and 401 without a token', async () => {
    const { headers } = await signUp(t.app);
    const bad = await t.app.inject({ method: 'PATCH', url: '/accounts/profile/', headers, payload: { telephone: 'call me' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('telephone');
    const anonymous = await t.app.inject({ method: 'GET', url: '/accounts/profile/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
