import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '../config/runtime-config';
import { clearTokenCookies, setTokenCookies } from '../cookies/cookies';
import { ApiError } from './api-error';
import { api, RETRY_STATUS_CODES } from './client';

const API = 'http://api.test/';
const server = setupServer();

let calls = 0;
function answer(method: 'get' | 'post' | 'put' | 'patch' | 'delete', status: number) {
  server.use(
    http[method](`${API}things/`, () => {
      calls += 1;
      return HttpResponse.json({ message: `status ${status}` }, { status });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls = 0;
  setRuntimeConfig({ API_BASE_URL: API });
});
afterEach(() => {
  server.resetHandlers();
  clearTokenCookies();
});
afterAll(() => server.close());

describe('api client', () => {
  it('SPEC §7: a GET answered 500 is retried once (2 calls)', async () => {
    answer('get', 500);
    await expect(api('things/')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);
  });

  it.each(RETRY_STATUS_CODES)('SPEC §7: a GET answered %i is retried exactly once', async (status) => {
    answer('get', status);
    await expect(api('things/')).rejects.toMatchObject({ status });
    expect(calls).toBe(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('SPEC §7: %s is never retried (a 500 makes 1 call)', async (method) => {
    answer(method, 500);
    await expect(api('things/', { method: method.toUpperCase(), body: { a: 1 } })).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1);
  });

  it('SPEC §7: a status outside the list (404) is not retried', async () => {
    answer('get', 404);
    await expect(api('things/')).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(1);
  });

  it('SPEC §7: a GET that succeeds on its retry resolves with the body', async () => {
    server.use(
      http.get(`${API}things/`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: true });
      }),
    );
    await expect(api('things/')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('SPEC §7: the base URL is read from the runtime config at call time', async () => {
    setRuntimeConfig({ API_BASE_URL: 'http://other.test/v2/' });
    server.use(http.get('http://other.test/v2/things/', () => HttpResponse.json({ from: 'other' })));
    await expect(api('things/')).resolves.toEqual({ from: 'other' });
  });

  it('SPEC §7: sends Authorization: Bearer <access_token cookie> when the cookie exists', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}things/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    await api('things/');
    setTokenCookies('abc.def', 'refresh');
    await api('things/');
    expect(seen).toEqual([null, 'Bearer abc.def']);
  });

  it('rejects with an ApiError carrying the status, the server message and its code', async () => {
    server.use(
      http.get(`${API}things/`, () =>
        HttpResponse.json({ message: 'Access token expired', code: 'token_expired' }, { status: 403 }),
      ),
    );
    const error = await api('things/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Access token expired', code: 'token_expired' });
  });
});
