import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { cleanStores } from 'nanostores';
import { $auth, logout, setSession } from '@ilm/shared/stores';

/** The API base URL in tests (the runtime config's default). */
export const API = 'http://localhost:8000/';

/** The network as the tests see it: every unknown request fails the test. */
export const server = setupServer();

/** Starts msw for a test file and resets the session between tests. */
export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    logout();
    cleanStores($auth);
  });
  afterAll(() => server.close());
}

/** A signed-in learner (store and cookies, as after sign-in). */
export function signIn() {
  setSession({
    user: {
      id: 'u1',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      telephone: null,
      country: 'US',
      created_at: '2024-01-01T00:00:00.000Z',
    },
    access_token: 'access.token',
    refresh_token: 'refresh.token',
  });
}

export const get = (path: string, body: JsonBodyType | (() => JsonBodyType), status = 200) =>
  http.get(`${API}${path}`, () => HttpResponse.json(typeof body === 'function' ? body() : body, { status }));

export const list = <T>(results: T[]) => ({ count: results.length, results });
