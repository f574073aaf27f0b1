import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from '@ilm/shared/router';
import { setRuntimeConfig } from '@ilm/shared/config';
import { logout, type Session } from '@ilm/shared/stores';

/** The API base URL the tests' runtime config names. */
export const API = 'http://localhost:8000/';
/** The IP-to-country service the phone input asks (answers Pakistan unless a test says otherwise). */
export const LOOKUP = 'http://ip2c.test/s';

export const TEST_SESSION: Session = {
  user: {
    id: '7d3b1f0e-0000-4000-8000-000000000001',
    email: 'amina@example.com',
    first_name: 'Amina',
    last_name: 'Khan',
    telephone: '+923001234567',
    country: 'PK',
    created_at: '2024-01-01T00:00:00.000Z',
  },
  access_token: 'access-1',
  refresh_token: 'refresh-1',
};

/** Every request a test made to the API, with its JSON body. */
export const seen: { method: string; path: string; body: unknown }[] = [];

/** A network-level fake of the API (msw); unknown requests fail the test. */
export const server = setupServer(http.get(LOOKUP, () => new HttpResponse('1;PK;PAK;Pakistan', { headers: { 'content-type': 'text/plain' } })));

/** Answers `method path` with `status` and `body`, recording each request. */
export function answer(method: 'post' | 'get', path: string, status: number, body?: JsonBodyType) {
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        path,
        body:
          request.method === 'GET'
            ? undefined
            : await request
                .clone()
                .json()
                .catch(() => null),
      });
      return HttpResponse.json(body ?? null, { status });
    }),
  );
}

/** Makes `path` unreachable (a network error, as when the API is down). */
export function unreachable(method: 'post' | 'get', path: string) {
  server.use(http[method](`${API}${path}`, () => HttpResponse.error()));
}

/** Standard lifecycle: msw on, runtime config pointed at the fake API, session cleared between tests. */
export function setupTestApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    seen.length = 0;
    setRuntimeConfig({ API_BASE_URL: API, COUNTRY_LOOKUP_URL: LOOKUP });
  });
  afterEach(() => {
    server.resetHandlers();
    logout();
  });
  afterAll(() => server.close());
}

/** Renders where the router is, so a test can see the page navigate. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
