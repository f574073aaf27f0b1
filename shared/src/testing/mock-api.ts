import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { cleanStores } from 'nanostores';
import { $auth, logout, setSession } from '@ilm/shared/stores';

/** The API base URL in tests (the runtime config's default). */
export const API = 'http://localhost:8000/';

/**
 * The network as a remote's tests see it: every request no handler answers fails the test.
 * `handlers` answer what every test of the remote may ask (a running lab's step help, say).
 */
export function createMockApi(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  /** Starts msw for a test file and resets the session between tests. */
  function setupMockApi() {
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => {
      server.resetHandlers();
      logout();
      cleanStores($auth);
    });
    afterAll(() => server.close());
  }
  return { server, setupMockApi };
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

/** `GET <API><path>` answered with `body` (or what it returns) and `status`. */
export const get = (path: string, body: JsonBodyType | (() => JsonBodyType), status = 200) =>
  http.get(`${API}${path}`, () => HttpResponse.json(typeof body === 'function' ? body() : body, { status }));

/** A paginated list as the API answers it. */
export const list = <T>(results: T[]) => ({ count: results.length, results });
