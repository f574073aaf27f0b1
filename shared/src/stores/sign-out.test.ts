import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getCookie, setTokenCookies } from '../cookies';
import { $auth, setSession } from './auth';
import { checkSession } from './session';
import { signOut } from './sign-out';

const API = 'http://localhost:8000/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = {
  id: 'u1',
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Khan',
  telephone: null,
  country: null,
  created_at: '2024-01-01T00:00:00.000Z',
};

function signIn() {
  setSession({ user, access_token: 'access-1', refresh_token: 'refresh-1' });
  setTokenCookies('access-1', 'refresh-1');
}

describe('signOut', () => {
  it('asks the API to revoke the session with the refresh token, then clears the store and both cookies', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}accounts/logout/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    signIn();
    await signOut();
    expect(bodies).toEqual([{ refresh_token: 'refresh-1' }]);
    expect($auth.get()).toMatchObject({ isAuthenticated: false, user: null });
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
  });

  it('still signs this browser out when the API cannot be reached', async () => {
    server.use(http.post(`${API}accounts/logout/`, () => HttpResponse.error()));
    signIn();
    await signOut();
    expect($auth.get().isAuthenticated).toBe(false);
    expect(getCookie('refresh_token')).toBeUndefined();
  });
});

describe('a get-user check that was under way when the learner signed out', () => {
  it('does not sign them back in when its answer arrives', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(`${API}accounts/get-user/`, () => new Promise((resolve) => (answer = () => resolve(HttpResponse.json(user))))),
      http.post(`${API}accounts/logout/`, () => HttpResponse.json({ ok: true })),
    );
    signIn();
    const check = checkSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await signOut();
    answer();
    await check;
    expect($auth.get()).toMatchObject({ isAuthenticated: false, user: null });
  });
});
