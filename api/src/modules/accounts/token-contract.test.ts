import { sql } from 'drizzle-orm';
import { TokenSigner } from './jwt';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (authorization?: string) => t.app.inject({ method: 'GET', url: '/accounts/get-user/', headers: authorization ? { authorization } : {} });
const refresh = (refresh_token: string) => t.app.inject({ method: 'POST', url: '/accounts/refresh/', payload: { refresh_token } });

describe('token contract on accounts/get-user/', () => {
  it('answers the user object itself as the body for a valid access token', async () => {
    const { user, headers } = await signUp(t.app);
    const response = await getUser(headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user });
  });

  it('answers 401 without a token, for a malformed header and for a malformed token', async () => {
    for (const header of [undefined, 'Token abc', 'Bearer not.a.jwt', 'Bearer ']) {
      const response = await getUser(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('answers 401 for a token signed with another secret (forged)', async () => {
    const { user } = await signUp(t.app);
    const forger = new TokenSigner('some-other-secret-some-other-secret-123', 900, 3600);
    const forged = await forger.signAccess({ userId: user.id, sessionId: '00000000-0000-4000-8000-000000000000' });
    expect((await getUser(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 when a refresh token is sent as the access token', async () => {
    const { refresh_token } = await signUp(t.app);
    expect((await getUser(`Bearer ${refresh_token}`)).statusCode).toBe(401);
  });

  it('an expired access token answers 403 token_expired, so the client refreshes', async () => {
    const { access_token } = await signUp(t.app);
    const [, payload] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expiredSigner = new TokenSigner(t.config.jwtSecret, -60, 3600);
    const expired = await expiredSigner.signAccess({ userId: claims.sub, sessionId: claims.sid });
    const response = await getUser(`Bearer ${expired}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'token_expired' });
  });

  it('answers 401 for a revoked session (after logout) and for an unknown user', async () => {
    const signed = await signUp(t.app);
    // A first call puts the session in the cache; the logout must still be seen at once.
    expect((await getUser(signed.headers.authorization)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/accounts/logout/', payload: { refresh_token: signed.refresh_token } });
    expect((await getUser(signed.headers.authorization)).statusCode).toBe(401);

    const other = await signUp(t.app);
    await t.database.db.execute(sql`delete from users where id = ${other.user.id}`);
    expect((await getUser(other.headers.authorization)).statusCode).toBe(401);
  });
});

describe('accounts/refresh/', () => {
  it('rotates: answers { user, access_token, refresh_token } with a new refresh token that works', async () => {
    const first = await signUp(t.app);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.id).toBe(first.user.id);
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect((await getUser(`Bearer ${body.access_token}`)).statusCode).toBe(200);
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
  });

  it('reusing a spent refresh token answers 401 and revokes the whole session family', async () => {
    const first = await signUp(t.app);
    const rotated = (await refresh(first.refresh_token)).json();
    expect((await getUser(`Bearer ${rotated.access_token}`)).statusCode).toBe(200);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('refresh_token_reused');
    // The legitimate newer tokens of the same session are dead too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await getUser(`Bearer ${rotated.access_token}`)).statusCode).toBe(401);
  });

  it('does not touch the other sessions of the same user', async () => {
    const body = { email: `two.sessions.${Date.now()}@example.com`, password: 'a long password' };
    await signUp(t.app, body);
    const laptop = (await t.app.inject({ method: 'POST', url: '/accounts/login/', payload: body })).json();
    const phone = (await t.app.inject({ method: 'POST', url: '/accounts/login/', payload: body })).json();
    await refresh(laptop.refresh_token);
    await refresh(laptop.refresh_token);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 for a forged or garbage refresh token and 400 without one', async () => {
    expect((await refresh('garbage')).statusCode).toBe(401);
    const { access_token } = await signUp(t.app);
    expect((await refresh(access_token)).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/accounts/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('refresh_token: is required');
  });
});

describe('accounts/logout/', () => {
  it('revokes the refresh token so it cannot refresh again, and always answers 200', async () => {
    const signed = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/accounts/logout/', payload: { refresh_token: signed.refresh_token } });
    expect(response.statusCode).toBe(200);
    expect((await refresh(signed.refresh_token)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/accounts/logout/', payload: { refresh_token: signed.refresh_token } });
    expect(again.statusCode).toBe(200);
  });

  it('signs out the Bearer session when no refresh token is sent', async () => {
    const signed = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/accounts/logout/', headers: signed.headers });
    expect(out.statusCode).toBe(200);
    expect((await getUser(signed.headers.authorization)).statusCode).toBe(401);
  });
});
