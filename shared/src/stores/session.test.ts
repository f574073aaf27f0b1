import { cleanStores } from 'nanostores';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { parse, parseSetCookie } from 'cookie';
import { setRuntimeConfig } from '../config/runtime-config';
import { clearTokenCookies, getCookie, setTokenCookies } from '../cookies/cookies';
import { $auth, ANONYMOUS_AUTH } from './auth';
import { $sessionCheck, checkSession, refreshSession } from './session';

const API = 'http://api.test/';
const USER = {
  id: 'u1',
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Khan',
  telephone: null,
  country: 'PK',
  created_at: '2024-01-01T00:00:00.000Z',
};
const RENEWED = { ...USER, first_name: 'Amina R.' };
const server = setupServer();
const log: string[] = [];

function getUserAnswers(status: number, body: object = { message: 'nope' }) {
  server.use(
    http.get(`${API}accounts/get-user/`, ({ request }) => {
      log.push(`get-user ${request.headers.get('authorization')}`);
      return status === 200 ? HttpResponse.json(USER) : HttpResponse.json(body, { status });
    }),
  );
}

function refreshAnswers(status: number, latencyMs = 0) {
  server.use(
    http.post(`${API}accounts/refresh/`, async ({ request }) => {
      log.push(`refresh ${JSON.stringify(await request.json())}`);
      await delay(latencyMs);
      return status === 200
        ? HttpResponse.json({ user: RENEWED, access_token: 'access-2', refresh_token: 'refresh-2' })
        : HttpResponse.json({ message: 'refresh token revoked' }, { status });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  log.length = 0;
  setRuntimeConfig({ API_BASE_URL: API });
  $auth.set(ANONYMOUS_AUTH);
  $sessionCheck.set('idle');
  setTokenCookies('access-1', 'refresh-1');
});
afterEach(() => {
  server.resetHandlers();
  clearTokenCookies();
  cleanStores($auth, $sessionCheck);
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe('session', () => {
  it('a successful get-user makes the visitor authenticated with that user', async () => {
    getUserAnswers(200);
    await checkSession();
    expect($auth.get()).toMatchObject({ isAuthenticated: true, user: USER, access_token: 'access-1', refresh_token: 'refresh-1' });
    expect(log).toEqual(['get-user Bearer access-1']);
    expect($sessionCheck.get()).toBe('settled');
  });

  it('without an access_token cookie no get-user call is made', async () => {
    clearTokenCookies();
    await checkSession();
    expect(log).toEqual([]);
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('a 401 on get-user clears the user and both token cookies silently', async () => {
    $auth.set({ ...ANONYMOUS_AUTH, isAuthenticated: true, user: USER });
    getUserAnswers(401);
    await checkSession();
    expect($auth.get()).toMatchObject({ isAuthenticated: false, user: null });
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
    expect(log).toEqual(['get-user Bearer access-1']); // no refresh, nothing else
  });

  it.each([403, 404, 500])('a %i on get-user triggers a refresh with the refresh_token cookie', async (status) => {
    getUserAnswers(status, { code: 'token_expired', message: 'expired' });
    refreshAnswers(200);
    await checkSession();
    expect(log.filter((line) => line.startsWith('refresh'))).toEqual(['refresh {"refresh_token":"refresh-1"}']);
  });

  it('a 403 token_expired on get-user is renewed by its own rule only: one refresh, get-user is not made again', async () => {
    getUserAnswers(403, { code: 'token_expired', message: 'expired' });
    refreshAnswers(200);
    await checkSession();
    expect(log).toEqual(['get-user Bearer access-1', 'refresh {"refresh_token":"refresh-1"}']);
    expect($auth.get().user).toEqual(RENEWED);
  });

  it('a successful refresh replaces the user and both tokens, in the store and the cookies', async () => {
    const setSpy = jest.spyOn(document, 'cookie', 'set');
    getUserAnswers(403, { code: 'token_expired' });
    refreshAnswers(200);
    await checkSession();
    expect($auth.get()).toMatchObject({
      isAuthenticated: true,
      user: RENEWED,
      access_token: 'access-2',
      refresh_token: 'refresh-2',
    });
    expect(parse(document.cookie).access_token).toBe('access-2');
    expect(parse(document.cookie).refresh_token).toBe('refresh-2');
    const lastWriteOf = (name: string) => setSpy.mock.calls.filter(([written]) => written.startsWith(`${name}=`)).at(-1)?.[0];
    const maxAgeOf = (name: string) => parseSetCookie(lastWriteOf(name) ?? '').maxAge;
    expect(maxAgeOf('access_token')).toBe(7 * 86_400);
    expect(maxAgeOf('refresh_token')).toBe(365 * 86_400);
  });

  it('a failed refresh logs out, clears both cookies and counts the failure', async () => {
    $auth.set({ ...ANONYMOUS_AUTH, isAuthenticated: true, user: USER, lab_name: 'aws-ec2', country: 'PK' });
    getUserAnswers(500);
    refreshAnswers(401);
    await checkSession();
    expect($auth.get()).toMatchObject({ isAuthenticated: false, user: null, lab_name: null, country: null });
    expect($auth.get().failedRefreshAttempts).toBe(1);
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
  });

  it('concurrent triggers share one refresh (single flight)', async () => {
    refreshAnswers(200);
    const results = await Promise.all([refreshSession(), refreshSession()]);
    expect(results).toEqual([true, true]);
    expect(log.filter((line) => line.startsWith('refresh'))).toHaveLength(1);
  });

  it('a get-user failure and another trigger at once make one POST accounts/refresh/', async () => {
    getUserAnswers(403, { code: 'token_expired' });
    refreshAnswers(200, 100); // still running when get-user's 403 asks for a refresh
    await Promise.all([checkSession(), refreshSession()]);
    expect(log.filter((line) => line.startsWith('refresh'))).toHaveLength(1);
    expect($auth.get().user).toEqual(RENEWED);
  });

  it('navigations that arrive while a check runs share its get-user call', async () => {
    getUserAnswers(200);
    await Promise.all([checkSession(), checkSession()]);
    await checkSession();
    expect(log).toEqual(['get-user Bearer access-1', 'get-user Bearer access-1']);
  });

  it('a refresh after the previous one finished makes a new call', async () => {
    refreshAnswers(200);
    await refreshSession();
    await refreshSession();
    expect(log.filter((line) => line.startsWith('refresh'))).toHaveLength(2);
  });
});
