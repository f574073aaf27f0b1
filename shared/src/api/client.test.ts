import { File as NodeFile } from 'node:buffer';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanStores } from 'nanostores';
import { setRuntimeConfig } from '../config/runtime-config';
import { clearTokenCookies, getCookie, setTokenCookies } from '../cookies/cookies';
import { $auth, ANONYMOUS_AUTH } from '../stores/auth';
// Loading the session store registers its refresh as the client's renewer, as in the app.
import '../stores/session';
import { setLanguage } from '../i18n/i18n';
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
  $auth.set(ANONYMOUS_AUTH);
  cleanStores($auth);
});
afterAll(() => server.close());

describe('api client', () => {
  it('a GET answered 500 is retried once (2 calls)', async () => {
    answer('get', 500);
    await expect(api('things/')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);
  });

  it.each(RETRY_STATUS_CODES)('a GET answered %i is retried exactly once', async (status) => {
    answer('get', status);
    await expect(api('things/')).rejects.toMatchObject({ status });
    expect(calls).toBe(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('%s is never retried (a 500 makes 1 call)', async (method) => {
    answer(method, 500);
    await expect(api('things/', { method: method.toUpperCase(), body: { a: 1 } })).rejects.toMatchObject({ status: 500 });
    expect(calls).toBe(1);
  });

  it('a status outside the list (404) is not retried', async () => {
    answer('get', 404);
    await expect(api('things/')).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(1);
  });

  it('a GET that succeeds on its retry resolves with the body', async () => {
    server.use(
      http.get(`${API}things/`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: true });
      }),
    );
    await expect(api('things/')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('the base URL is read from the runtime config at call time', async () => {
    setRuntimeConfig({ API_BASE_URL: 'http://other.test/v2/' });
    server.use(http.get('http://other.test/v2/things/', () => HttpResponse.json({ from: 'other' })));
    await expect(api('things/')).resolves.toEqual({ from: 'other' });
  });

  it("asks the API for answers in the page's language (Accept-Language)", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}things/`, ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({});
      }),
    );
    await api('things/');
    await setLanguage('ur', { remember: false });
    await api('things/');
    await setLanguage('en', { remember: false });
    expect(seen).toEqual(['en', 'ur']);
  });

  it('sends Authorization: Bearer <access_token cookie> when the cookie exists', async () => {
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
    server.use(http.get(`${API}things/`, () => HttpResponse.json({ message: 'Access token expired', code: 'token_expired' }, { status: 403 })));
    const error = await api('things/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Access token expired', code: 'token_expired' });
  });

  it('a GET answered 503 is retried once, a POST answered 503 never', async () => {
    answer('get', 503);
    await expect(api('things/')).rejects.toMatchObject({ status: 503, message: 'status 503' });
    expect(calls).toBe(2);
    calls = 0;
    answer('post', 503);
    await expect(api('things/', { method: 'POST', body: { a: 1 } })).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });

  it('a network error rejects with status 0, and a GET is retried once (a POST is not)', async () => {
    server.use(
      http.all(`${API}things/`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const error = await api('things/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: undefined, data: undefined });
    expect(calls).toBe(2);
    calls = 0;
    await expect(api('things/', { method: 'POST', body: { a: 1 } })).rejects.toMatchObject({ status: 0 });
    expect(calls).toBe(1);
  });

  it('a GET that got no answer and succeeds on its retry resolves with the body', async () => {
    server.use(
      http.get(`${API}things/`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true });
      }),
    );
    await expect(api('things/')).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('an aborted GET rejects with status 0 and is not retried', async () => {
    server.use(
      http.get(`${API}things/`, async () => {
        calls += 1;
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = api('things/', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    expect(calls).toBe(1);
  });

  it('sends a plain object or array body as JSON, with content-type and accept application/json (method upper-cased)', async () => {
    const seen: unknown[] = [];
    server.use(
      http.all(`${API}things/`, async ({ request }) => {
        seen.push([request.method, request.headers.get('content-type'), request.headers.get('accept'), await request.text()]);
        return HttpResponse.json({ created: true }, { status: 201 });
      }),
    );
    await expect(api('things/', { method: 'POST', body: { a: 1, list: ['x'] } })).resolves.toEqual({ created: true });
    await api('things/', { method: 'patch', body: [1, 2] });
    expect(seen).toEqual([
      ['POST', 'application/json', 'application/json', '{"a":1,"list":["x"]}'],
      ['PATCH', 'application/json', 'application/json', '[1,2]'],
    ]);
  });

  it('sends a FormData body as it is (multipart, no JSON headers)', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post(`${API}things/`, async ({ request }) => {
        const form = await request.formData();
        seen.push([request.headers.get('content-type')?.startsWith('multipart/form-data; boundary='), request.headers.get('accept'), form.get('purpose')]);
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.append('purpose', 'cv');
    await api('things/', { method: 'POST', body: form });
    expect(seen).toEqual([[true, null, 'cv']]);
  });

  it('an empty 204 answer resolves with undefined', async () => {
    server.use(http.delete(`${API}things/`, () => new HttpResponse(null, { status: 204 })));
    await expect(api('things/', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('a text answer resolves as text, unless responseType asks for JSON', async () => {
    server.use(http.get(`${API}things/`, () => HttpResponse.text('PK')));
    await expect(api('things/')).resolves.toBe('PK');
    server.use(http.get(`${API}things/`, () => new HttpResponse('{"a":1}')));
    await expect(api('things/', { responseType: 'json' })).resolves.toEqual({ a: 1 });
  });

  it('responseType blob resolves with the body as a Blob', async () => {
    server.use(http.get(`${API}things/`, () => new HttpResponse('%PDF', { headers: { 'content-type': 'application/pdf' } })));
    const blob = await api<Blob>('things/', { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    await expect(blob.text()).resolves.toBe('%PDF');
  });

  it('takes the error message from the body’s detail (or error) when it has no message', async () => {
    server.use(http.get(`${API}things/`, () => HttpResponse.json({ detail: 'No such lab', code: 'not_found' }, { status: 404 })));
    await expect(api('things/')).rejects.toMatchObject({
      status: 404,
      message: 'No such lab',
      code: 'not_found',
      data: { detail: 'No such lab', code: 'not_found' },
    });
    server.use(http.get(`${API}things/`, () => HttpResponse.json({ error: 'Bad input' }, { status: 400 })));
    await expect(api('things/')).rejects.toMatchObject({ status: 400, message: 'Bad input' });
  });

  it('without a message in the body, the error message is the status text', async () => {
    server.use(http.get(`${API}things/`, () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })));
    await expect(api('things/')).rejects.toMatchObject({ status: 404, message: 'Not Found', data: undefined });
  });

  it('hands each refused answer to onResponseError before rejecting (its headers readable)', async () => {
    server.use(http.post(`${API}things/`, () => HttpResponse.json({ message: 'Too many' }, { status: 429, headers: { 'retry-after': '30' } })));
    const waits: (string | null)[] = [];
    await expect(
      api('things/', { method: 'POST', body: {}, onResponseError: ({ response }) => void waits.push(response.headers.get('retry-after')) }),
    ).rejects.toMatchObject({ status: 429, message: 'Too many' });
    expect(waits).toEqual(['30']);
  });

  it.each([
    ['http://api.test', 'accounts/get-user/', 'http://api.test/accounts/get-user/'],
    ['http://api.test/', 'accounts/get-user/', 'http://api.test/accounts/get-user/'],
    ['http://api.test/v1', 'accounts/get-user/', 'http://api.test/v1/accounts/get-user/'],
    ['http://api.test/v1/', '/accounts/get-user/', 'http://api.test/v1/accounts/get-user/'],
    ['http://api.test/v1/', 'http://other.test/x/', 'http://other.test/x/'],
  ])('joins API_BASE_URL %s and %s as %s', async (base, path, url) => {
    setRuntimeConfig({ API_BASE_URL: base });
    server.use(http.get(url, () => HttpResponse.json({ at: url })));
    await expect(api(path)).resolves.toEqual({ at: url });
  });

  it('adds `query` to the URL, leaving out undefined values', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}things/`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({});
      }),
    );
    await api('things/', { query: { limit: 50, level: 'beginner', before: undefined, q: 'a b&c' } });
    await api('things/', { query: undefined });
    expect(seen).toEqual(['?limit=50&level=beginner&q=a+b%26c', '']);
  });
});

describe('api client: renewal of an expired access token', () => {
  const USER = {
    id: 'u1',
    email: 'amina@example.com',
    first_name: 'Amina',
    last_name: 'Khan',
    telephone: null,
    country: null,
    created_at: '2024-01-01T00:00:00.000Z',
  };
  const EXPIRED = { statusCode: 403, code: 'token_expired', message: 'Access token expired' };
  let refreshes: unknown[] = [];
  let seen: string[] = [];

  /** `things/` answers 403 token_expired to any token but access-2. */
  function thingsNeedAFreshToken(method: 'get' | 'post' = 'get') {
    server.use(
      http[method](`${API}things/`, ({ request }) => {
        const authorization = request.headers.get('authorization') ?? 'none';
        seen.push(`${request.method} ${authorization}`);
        return authorization === 'Bearer access-2' ? HttpResponse.json({ ok: true }) : HttpResponse.json(EXPIRED, { status: 403 });
      }),
    );
  }

  function refreshAnswers(status: number) {
    server.use(
      http.post(`${API}accounts/refresh/`, async ({ request }) => {
        refreshes.push(await request.json());
        await delay(20);
        return status === 200
          ? HttpResponse.json({ user: USER, access_token: 'access-2', refresh_token: 'refresh-2' })
          : HttpResponse.json({ message: 'refresh token revoked' }, { status });
      }),
    );
  }

  beforeEach(() => {
    refreshes = [];
    seen = [];
    setTokenCookies('access-1', 'refresh-1');
  });

  it('five calls answered 403 token_expired at once share one refresh, and each is made again once and succeeds', async () => {
    thingsNeedAFreshToken();
    refreshAnswers(200);
    const results = await Promise.all(Array.from({ length: 5 }, () => api('things/')));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(refreshes).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(seen.filter((line) => line === 'GET Bearer access-1')).toHaveLength(5);
    expect(seen.filter((line) => line === 'GET Bearer access-2')).toHaveLength(5);
  });

  it('a successful renewal replaces the user and both tokens, in the store and the cookies', async () => {
    thingsNeedAFreshToken();
    refreshAnswers(200);
    await api('things/');
    expect($auth.get()).toMatchObject({ isAuthenticated: true, user: USER, access_token: 'access-2', refresh_token: 'refresh-2' });
    expect(getCookie('access_token')).toBe('access-2');
    expect(getCookie('refresh_token')).toBe('refresh-2');
  });

  it('a renewal that fails ends there: one refresh, no retry, the caller gets the original error, logged out with both cookies cleared', async () => {
    $auth.set({ ...ANONYMOUS_AUTH, isAuthenticated: true, user: USER, access_token: 'access-1', refresh_token: 'refresh-1' });
    thingsNeedAFreshToken();
    refreshAnswers(401);
    const error = await api('things/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'token_expired' });
    expect(refreshes).toHaveLength(1);
    expect(seen).toEqual(['GET Bearer access-1']);
    expect($auth.get()).toMatchObject({ isAuthenticated: false, user: null });
    expect(getCookie('access_token')).toBeUndefined();
    expect(getCookie('refresh_token')).toBeUndefined();
  });

  it('a 401 is not renewed: a revoked or unknown session is the caller’s to clear', async () => {
    refreshAnswers(200);
    server.use(http.get(`${API}things/`, () => HttpResponse.json({ code: 'session_revoked', message: 'Sign in again' }, { status: 401 })));
    await expect(api('things/')).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toEqual([]);
    expect(getCookie('access_token')).toBe('access-1');
  });

  it('a 403 with another code (a forbidden action) is not renewed', async () => {
    refreshAnswers(200);
    server.use(http.get(`${API}things/`, () => HttpResponse.json({ code: 'forbidden', message: 'Not yours' }, { status: 403 })));
    await expect(api('things/')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(refreshes).toEqual([]);
  });

  it('a POST answered 403 token_expired is made again once after the renewal (the API refuses an expired token before doing anything)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}things/`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('authorization') === 'Bearer access-2'
          ? HttpResponse.json({ created: true }, { status: 201 })
          : HttpResponse.json(EXPIRED, { status: 403 });
      }),
    );
    refreshAnswers(200);
    await expect(api('things/', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ created: true });
    expect(bodies).toEqual([{ a: 1 }, { a: 1 }]);
    expect(refreshes).toHaveLength(1);
  });

  it('a call answered 403 token_expired again after the renewal is not renewed a second time', async () => {
    refreshAnswers(200);
    server.use(
      http.get(`${API}things/`, ({ request }) => {
        seen.push(request.headers.get('authorization') ?? 'none');
        return HttpResponse.json(EXPIRED, { status: 403 });
      }),
    );
    await expect(api('things/')).rejects.toMatchObject({ status: 403, code: 'token_expired' });
    expect(seen).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(refreshes).toHaveLength(1);
  });

  it('renew: false leaves a 403 token_expired to the caller (the session calls follow their own rules)', async () => {
    thingsNeedAFreshToken();
    refreshAnswers(200);
    await expect(api('things/', { renew: false })).rejects.toMatchObject({ status: 403, code: 'token_expired' });
    expect(refreshes).toEqual([]);
  });

  it('the retry rule still holds around a renewal: a GET answered 503 is retried once, and not renewed', async () => {
    refreshAnswers(200);
    answer('get', 503);
    await expect(api('things/')).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(2);
    expect(refreshes).toEqual([]);
  });
});

describe('api client: streamed and multipart calls share the one renewal', () => {
  const USER = {
    id: 'u1',
    email: 'amina@example.com',
    first_name: 'Amina',
    last_name: 'Khan',
    telephone: null,
    country: null,
    created_at: '2024-01-01T00:00:00.000Z',
  };
  const EXPIRED = { statusCode: 403, code: 'token_expired', message: 'Access token expired' };
  let refreshes = 0;
  let seen: string[] = [];

  async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
    }
  }

  function refreshAnswers(status: number) {
    server.use(
      http.post(`${API}accounts/refresh/`, () => {
        refreshes += 1;
        return status === 200
          ? HttpResponse.json({ user: USER, access_token: 'access-2', refresh_token: 'refresh-2' })
          : HttpResponse.json({ message: 'refresh token revoked' }, { status });
      }),
    );
  }

  /** `stream/` answers an event stream to access-2, 403 token_expired to any other token. */
  function streamNeedsAFreshToken() {
    server.use(
      http.post(`${API}stream/`, async ({ request }) => {
        seen.push(`${request.headers.get('authorization')} ${request.headers.get('accept')} ${JSON.stringify(await request.json())}`);
        if (request.headers.get('authorization') !== 'Bearer access-2') return HttpResponse.json(EXPIRED, { status: 403 });
        return new HttpResponse('event: delta\ndata: {"text":"Hi"}\n\n', { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
  }

  /** `uploads/` stores the form for access-2, answers 403 token_expired to any other token. */
  function uploadNeedsAFreshToken() {
    server.use(
      http.post(`${API}uploads/`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        seen.push(`${request.headers.get('authorization')} ${String(form.get('purpose'))} ${file.name}`);
        if (request.headers.get('authorization') !== 'Bearer access-2') return HttpResponse.json(EXPIRED, { status: 403 });
        return HttpResponse.json({ id: 'f1', file_name: file.name }, { status: 201 });
      }),
    );
  }

  function cvForm(): FormData {
    const form = new FormData();
    form.append('purpose', 'cv');
    // jest-fixed-jsdom's FormData takes Node's File (the one fetch and XMLHttpRequest send).
    form.append('file', new NodeFile(['my cv'], 'cv.pdf', { type: 'application/pdf' }) as unknown as File, 'cv.pdf');
    return form;
  }

  beforeEach(() => {
    refreshes = 0;
    seen = [];
    setTokenCookies('access-1', 'refresh-1');
  });

  it('a stream answered 403 token_expired is renewed once and asked again, then read as it arrives', async () => {
    streamNeedsAFreshToken();
    refreshAnswers(200);
    const stream = await api.stream('stream/', { body: { question: 'Why?' } });
    await expect(readAll(stream)).resolves.toBe('event: delta\ndata: {"text":"Hi"}\n\n');
    expect(refreshes).toBe(1);
    expect(seen).toEqual(['Bearer access-1 text/event-stream {"question":"Why?"}', 'Bearer access-2 text/event-stream {"question":"Why?"}']);
  });

  it('a stream whose renewal fails rejects with the original refusal, read from its JSON body, and is not asked again', async () => {
    streamNeedsAFreshToken();
    refreshAnswers(401);
    await expect(api.stream('stream/', { body: { question: 'Why?' } })).rejects.toMatchObject({
      status: 403,
      code: 'token_expired',
      message: 'Access token expired',
    });
    expect(seen).toHaveLength(1);
    expect(getCookie('access_token')).toBeUndefined();
  });

  it('a stream refused otherwise (429) rejects with its message and code, its headers readable, and is not renewed', async () => {
    refreshAnswers(200);
    server.use(
      http.post(`${API}stream/`, () => HttpResponse.json({ code: 'rate_limited', message: 'Slow down' }, { status: 429, headers: { 'retry-after': '30' } })),
    );
    let retryAfter: string | null = null;
    const asking = api.stream('stream/', { body: {}, onResponseError: ({ response }) => void (retryAfter = response.headers.get('retry-after')) });
    await expect(asking).rejects.toMatchObject({ status: 429, code: 'rate_limited', message: 'Slow down' });
    expect(retryAfter).toBe('30');
    expect(refreshes).toBe(0);
  });

  it('a multipart upload answered 403 token_expired is renewed once and sent again whole, with the client headers', async () => {
    uploadNeedsAFreshToken();
    refreshAnswers(200);
    await expect(api.upload('uploads/', cvForm())).resolves.toEqual({ id: 'f1', file_name: 'cv.pdf' });
    expect(refreshes).toBe(1);
    expect(seen).toEqual(['Bearer access-1 cv cv.pdf', 'Bearer access-2 cv cv.pdf']);
  });

  it('a multipart upload tells its progress as the form leaves, up to all of it', async () => {
    uploadNeedsAFreshToken();
    setTokenCookies('access-2', 'refresh-2');
    const shares: number[] = [];
    await api.upload('uploads/', cvForm(), { onProgress: (share) => shares.push(share) });
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.at(-1)).toBe(1);
  });

  it('a multipart upload whose renewal fails rejects with the original refusal, sent once', async () => {
    uploadNeedsAFreshToken();
    refreshAnswers(401);
    await expect(api.upload('uploads/', cvForm())).rejects.toMatchObject({ status: 403, code: 'token_expired' });
    expect(seen).toHaveLength(1);
  });

  it('a multipart upload refused (400) rejects with the API’s message, code and body (its field)', async () => {
    server.use(http.post(`${API}uploads/`, () => HttpResponse.json({ code: 'validation_failed', message: 'file: too large', field: 'file' }, { status: 400 })));
    const error = await api.upload('uploads/', cvForm()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'file: too large', data: { field: 'file' } });
  });

  it('an aborted multipart upload rejects with status 0 and code aborted', async () => {
    server.use(
      http.post(`${API}uploads/`, async () => {
        await delay(200);
        return HttpResponse.json({ id: 'f1' }, { status: 201 });
      }),
    );
    const controller = new AbortController();
    const sending = api.upload('uploads/', cvForm(), { signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ status: 0, code: 'aborted' });
  });
});
