import { act, renderHook, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '../config/runtime-config';
import { clearTokenCookies, setTokenCookies } from '../cookies/cookies';
import { $auth, ANONYMOUS_AUTH, logout, setSession } from './auth';
import { $sessionCheck } from './session';
import { useSession } from './use-session';

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
const server = setupServer();
let getUserCalls = 0;

function getUserAnswers(status: number) {
  server.use(
    http.get(`${API}accounts/get-user/`, () => {
      getUserCalls += 1;
      return status === 200 ? HttpResponse.json(USER) : HttpResponse.json({ message: 'nope' }, { status });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  getUserCalls = 0;
  setRuntimeConfig({ API_BASE_URL: API });
  $auth.set(ANONYMOUS_AUTH);
  $sessionCheck.set('idle');
});
afterEach(() => {
  server.resetHandlers();
  clearTokenCookies();
  cleanStores($auth, $sessionCheck);
});
afterAll(() => server.close());

describe('useSession (docs/rules/session.md#signed-in)', () => {
  it('a visitor without a token cookie is anonymous at once, and no get-user call is made', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'anonymous' });
    expect(getUserCalls).toBe(0);
  });

  it('a token cookie is being checked until get-user answers, then the learner is signed in with that user', async () => {
    setTokenCookies('access-1', 'refresh-1');
    getUserAnswers(200);
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'checking' });
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-in', user: USER }));
    expect(getUserCalls).toBe(1);
  });

  it('a token cookie the API refuses (401) ends as anonymous, never signed in', async () => {
    setTokenCookies('access-1', 'refresh-1');
    getUserAnswers(401);
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current).toEqual({ status: 'anonymous' }));
  });

  it('a check already running is not started twice', async () => {
    setTokenCookies('access-1', 'refresh-1');
    getUserAnswers(200);
    renderHook(() => useSession());
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(getUserCalls).toBe(1);
  });

  it('signing in and logging out change what every caller sees', () => {
    const { result } = renderHook(() => useSession());
    act(() => setSession({ user: USER, access_token: 'a', refresh_token: 'r' }));
    expect(result.current).toEqual({ status: 'signed-in', user: USER });
    act(() => logout());
    expect(result.current).toEqual({ status: 'anonymous' });
  });
});
