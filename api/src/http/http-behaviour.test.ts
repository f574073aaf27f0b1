import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'http://localhost:3000,https://ilm.example' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('HTTP behaviour', () => {
  it('answers unknown routes with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nope/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers broken JSON with 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('accepts an empty JSON body on action endpoints (logout/, extend/, stop/ take none)', async () => {
    const { headers } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/logout/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts the paths without their trailing slash too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/payments/plans' });
    expect(response.statusCode).toBe(200);
  });

  it('serves the OpenAPI document under /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/accounts/get-user/');
  });

  it('over HTTP: lets an allowed origin send the Authorization header (CORS preflight and request)', async () => {
    const preflight = await fetch(`${base}/accounts/get-user/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://ilm.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://ilm.example');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const { headers } = await signUp(t.app);
    const response = await fetch(`${base}/accounts/get-user/`, { headers: { ...headers, origin: 'https://ilm.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://ilm.example');
    expect(((await response.json()) as { first_name: string }).first_name).toBe('Amina');
  });

  it('over HTTP: gives no CORS permission to an origin that is not listed', async () => {
    const response = await fetch(`${base}/payments/plans/`, { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('over HTTP: a signup with a bad email answers 400 naming the field', async () => {
    const response = await fetch(`${base}/accounts/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bad' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^(first_name|last_name|email|password|telephone|country): /);
  });
});
